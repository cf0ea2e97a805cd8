import {
  type RequestPasswordResetBody,
  type ResetPasswordBody,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
} from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Mails a reset link; answers alike whether or not the address has an account. */
export async function requestPasswordReset(body: RequestPasswordResetBody): Promise<string> {
  const answer = await callEndpoint(requestPasswordResetEndpoint, { body }, { reloadOnUnauthorized: false });
  return answer.data.message;
}

/** Sets the new password with the mailed token. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const answer = await callEndpoint(resetPasswordEndpoint, { body }, { reloadOnUnauthorized: false });
  return answer.data.message;
}
