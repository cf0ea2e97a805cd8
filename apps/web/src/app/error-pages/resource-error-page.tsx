import { errorPageFor } from '../../lib/resource-error';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

/** The resource notification shown as a page: 404 and 403 have their own, every other status is a 500. */
export function ResourceErrorPage({ status, dashboardPath }: { status: number; dashboardPath?: string }) {
  switch (errorPageFor(status)) {
    case 404:
      return <NotFoundPage />;
    case 403:
      return <ForbiddenPage dashboardPath={dashboardPath} />;
    case 500:
      return <ServerErrorPage />;
  }
}
