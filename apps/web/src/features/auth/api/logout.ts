import { logOutEndpoint } from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { forgetListQueries } from '../../../lib/list-query';

/** Ends the session, then follows the redirect address of the answer, or goes to /. */
export async function logOut(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const answer = await callEndpoint(logOutEndpoint, {});
  forgetListQueries();
  navigate(answer.data.redirect || '/');
}
