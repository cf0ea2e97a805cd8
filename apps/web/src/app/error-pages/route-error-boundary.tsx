import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { useCurrentTeam } from '../../features/teams/hooks/use-current-team';
import { statusOf } from '../../lib/http-error';
import { ResourceError } from '../../lib/resource-error';
import { teamDashboardPath } from '../../lib/team-paths';
import { ResourceErrorPage } from './resource-error-page';

/** The error element of every route: picks the error page from the failure's status. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { teamId } = useParams();
  const team = useCurrentTeam();
  const status =
    error instanceof ResourceError ? error.status : isRouteErrorResponse(error) ? error.status : statusOf(error);
  const dashboardPath = team && teamId ? teamDashboardPath(team.type, teamId) : undefined;
  return (
    <div data-resource={error instanceof ResourceError ? error.resource : undefined}>
      <ResourceErrorPage status={status} dashboardPath={dashboardPath} />
    </div>
  );
}
