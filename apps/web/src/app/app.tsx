import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { NotificationHost } from '../components/notifications/notification-host';
import { queryClient } from '../lib/query-client';
import { buildRouteObjects } from './router';

const router = createBrowserRouter(buildRouteObjects());

/** The console: query cache, router and notifications. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <NotificationHost />
    </QueryClientProvider>
  );
}
