import { queryOptions } from '@tanstack/react-query';
import { listEmailCallbacksResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/emails/:id/callbacks: every webhook delivery attempt for the email, oldest first. */
export function emailCallbacksQuery(base: string, id: string) {
  return queryOptions({
    queryKey: ['emails', base, id, 'callbacks'],
    queryFn: async () =>
      (
        await apiRequest('GET', `${base}/emails/${encodeURIComponent(id)}/callbacks`, {
          schema: listEmailCallbacksResponseSchema,
        })
      ).data,
  });
}
