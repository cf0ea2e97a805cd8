import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@tripline/contracts';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { useCurrentTeam } from '../../features/teams/hooks/use-current-team';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { ResourceError, type ResourceName, toResourceError } from '../../lib/resource-error';
import { teamDashboardPath } from '../../lib/team-paths';
import type { RouteHandle } from '../router';
import { findRoute } from '../routes';
import { ResourceErrorPage } from './resource-error-page';

/** The resource of the deepest matched route that names one; a page without one is a Page. */
function useRouteResource(): ResourceName {
  const matches = useMatches();
  const named = matches.map((match) => (match.handle as RouteHandle | undefined)?.resource).filter(Boolean);
  return named.at(-1) ?? 'Page';
}

/** The team dashboard when the user may open it; otherwise none, and My Dashboard leads to /. */
function useOpenableDashboard(): string | undefined {
  const team = useCurrentTeam();
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  if (!team || !user) return undefined;
  const permission = findRoute(`${team.type}.dashboard.index`)?.permission;
  return hasPermission(user.roles, permission, team) ? teamDashboardPath(team.type, team.id) : undefined;
}

/**
 * The error element of every route: a loader's or a page's failed load arrives here (a page's query throws it,
 * see raisesResourceNotification) and becomes the resource notification, shown as the 404, 403 or 500 page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const resource = useRouteResource();
  const dashboardPath = useOpenableDashboard();
  const notification =
    error instanceof ResourceError
      ? error
      : isRouteErrorResponse(error)
        ? new ResourceError(error.status, resource)
        : toResourceError(error, resource);
  return (
    <div data-resource={notification.resource}>
      <ResourceErrorPage status={notification.status} dashboardPath={dashboardPath} />
    </div>
  );
}
