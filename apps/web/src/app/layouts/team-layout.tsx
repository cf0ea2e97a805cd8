import { Outlet } from 'react-router';

/** The frame of a team's pages; the team itself is read from the route by the sidebar and the pages. */
export function TeamLayout() {
  return <Outlet />;
}
