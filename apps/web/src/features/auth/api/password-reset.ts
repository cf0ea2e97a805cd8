import {
  API_PATHS,
  type RequestPasswordResetBody,
  type ResetPasswordBody,
  requestPasswordResetResponseSchema,
  resetPasswordResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /password/email: mails a reset link; answers alike whether or not the address has an account. */
export async function requestPasswordReset(body: RequestPasswordResetBody): Promise<string> {
  const answer = await apiRequest('POST', API_PATHS.passwordEmail, {
    body,
    schema: requestPasswordResetResponseSchema,
    reloadOnUnauthorized: false,
  });
  return answer.data.message;
}

/** POST /password/reset with the mailed token and the new password. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const answer = await apiRequest('POST', API_PATHS.passwordReset, {
    body,
    schema: resetPasswordResponseSchema,
    reloadOnUnauthorized: false,
  });
  return answer.data.message;
}
