import type { TeamType } from '@tripline/contracts';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { isCanceledRequest } from '../lib/http-error';
import { type ResourceName, toResourceError } from '../lib/resource-error';
import { NotFoundPage } from './error-pages/not-found-page';
import { RouteErrorBoundary } from './error-pages/route-error-boundary';
import { requirePermission, requireUser } from './guards';
import { BareLayout } from './layouts/bare-layout';
import { ConsoleLayout } from './layouts/console-layout';
import { EntryLayout } from './layouts/entry-layout';
import { SettingsLayout } from './layouts/settings-layout';
import { TeamLayout } from './layouts/team-layout';
import { ROUTES, type RouteEntry } from './routes';

/** What each matched route tells the shell: its name, title and team type. */
export interface RouteHandle {
  name?: string;
  title?: string;
  teamType?: TeamType;
  /** The resource name a load error of this route reports (spec §8). */
  resource?: ResourceName;
}

interface Inherited {
  signedIn: boolean;
  teamType?: TeamType;
}

function needsLoader(entry: RouteEntry, inherited: Inherited): boolean {
  return Boolean(entry.redirectTo || entry.load || entry.permission || (inherited.signedIn && !entry.children));
}

function buildLoader(entry: RouteEntry, inherited: Inherited) {
  const resource = entry.resource ?? 'Page';
  return async ({ params, request }: LoaderFunctionArgs) => {
    try {
      if (entry.redirectTo && !entry.permission) return redirect(entry.redirectTo);
      if (!inherited.signedIn) return entry.load ? await entry.load({ params, request }) : null;
      const user = await requireUser(request, resource);
      const team = inherited.teamType && params.teamId ? { type: inherited.teamType, id: params.teamId } : undefined;
      requirePermission(user, entry.permission, team, resource);
      if (entry.redirectTo) return redirect(entry.redirectTo);
      return entry.load ? await entry.load({ params, request, user, team }) : null;
    } catch (error) {
      // Redirects and cancelled requests pass through untouched; anything else becomes the resource notification.
      if (error instanceof Response || isCanceledRequest(error)) throw error;
      throw toResourceError(error, resource);
    }
  };
}

const LAYOUTS = { entry: EntryLayout, console: ConsoleLayout, team: TeamLayout, settings: SettingsLayout } as const;

function toRouteObject(entry: RouteEntry, parent: Inherited): RouteObject {
  const inherited: Inherited = {
    signedIn: parent.signedIn || Boolean(entry.signedIn),
    teamType: entry.teamType ?? parent.teamType,
  };
  const handle: RouteHandle = {
    name: entry.name,
    title: entry.title,
    teamType: inherited.teamType,
    resource: entry.resource,
  };
  const loader =
    needsLoader(entry, inherited) || entry.layout === 'console' ? buildLoader(entry, inherited) : undefined;
  const Layout = entry.layout ? LAYOUTS[entry.layout] : undefined;
  const pageLoader = entry.page;
  const base = {
    id: entry.name,
    handle,
    loader,
    ...(Layout ? { Component: Layout } : {}),
    ...(pageLoader && !Layout ? { lazy: async () => ({ Component: await pageLoader() }) } : {}),
  };
  if (entry.index) return { ...base, index: true };
  const children = entry.children?.map((child) => toRouteObject(child, inherited));
  // Errors below the console layout render inside it, so the sidebar stays.
  const wrapped =
    entry.layout === 'console' || entry.layout === 'entry'
      ? [{ errorElement: <RouteErrorBoundary />, children }]
      : children;
  return { ...base, path: entry.path, children: wrapped };
}

function StandaloneNotFound() {
  return (
    <BareLayout>
      <NotFoundPage />
    </BareLayout>
  );
}

/** The router's route objects, built from the one route table. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: (
        <BareLayout>
          <RouteErrorBoundary />
        </BareLayout>
      ),
      children: [
        ...ROUTES.map((entry) => toRouteObject(entry, { signedIn: false })),
        { path: '*', Component: StandaloneNotFound, handle: { name: 'not-found', title: 'Page not found' } },
      ],
    },
  ];
}
