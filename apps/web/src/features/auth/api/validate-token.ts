import { validateTokenEndpoint } from '@tripline/contracts';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/** Verifies the address the token was mailed to, once: the answer is kept for the page's life. */
export function validateTokenQuery(token: string) {
  const params = { token };
  return {
    ...endpointQuery(validateTokenEndpoint, { params }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(validateTokenEndpoint, { params }, { signal, reloadOnUnauthorized: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
