import { QueryClient } from '@tanstack/react-query';
import { isCanceledRequest, isHttpError } from './http-error';

/** The console's one query cache: no retry on answers the server meant (4xx), one retry on the rest. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isCanceledRequest(error)) return false;
        if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
  },
});
