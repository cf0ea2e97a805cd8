import { API_PATHS, logoutResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';
import { forgetListQueries } from '../../../lib/list-query';

/** POST /logout, then follows the redirect address of the answer, or goes to /. */
export async function logOut(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const answer = await apiRequest('POST', API_PATHS.logout, { schema: logoutResponseSchema.optional() });
  forgetListQueries();
  navigate(answer?.data.redirect || '/');
}
