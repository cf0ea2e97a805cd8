import { API_PATHS, validateTokenResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/tokens/:token/validate: verifies the address the token was mailed to. */
export async function validateToken(token: string) {
  const answer = await apiRequest('POST', API_PATHS.validateToken(token), {
    schema: validateTokenResponseSchema,
    reloadOnUnauthorized: false,
  });
  return answer.data;
}
