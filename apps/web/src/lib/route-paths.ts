import { CONSOLE_PATHS } from '@tripline/contracts';

const ORG = '/orgs/:teamId';
const DEV = '/developers/:teamId';

/**
 * The full path of every named console page (spec §2). The route table (app/routes.ts) takes each route's path
 * from here by its name, and links are built from it with `routePath`, so a path is written once.
 */
export const ROUTE_PATHS = {
  'auth.login': CONSOLE_PATHS.signIn,
  'auth.register': CONSOLE_PATHS.register,
  'auth.password.request': CONSOLE_PATHS.forgotPassword,
  'auth.password.reset': `${CONSOLE_PATHS.resetPassword}/:token?`,
  'auth.verify-email': '/t/:token',
  'invitations.expired': CONSOLE_PATHS.invitationExpired,
  'invitations.show': '/invitations/:token',
  join: CONSOLE_PATHS.join,
  home: '/',
  'orgs.index': '/orgs',
  'developers.index': '/developers',
  'account.index': CONSOLE_PATHS.account,
  'teams.index': CONSOLE_PATHS.teams,
  'teams.create': `${CONSOLE_PATHS.teams}/:teamType/create`,
  'support.index': CONSOLE_PATHS.support,
  'platform.analytics': CONSOLE_PATHS.platformAnalytics,
  'org.dashboard.index': `${ORG}/dashboard`,
  'org.travel.index': `${ORG}/travel`,
  'org.segments.show': `${ORG}/segments/:segmentType/:segmentId`,
  'org.trips.show': `${ORG}/trips/:tripId`,
  'org.reports.index': `${ORG}/reports`,
  'org.reports.show': `${ORG}/reports/:id`,
  'org.people.index': `${ORG}/people`,
  'org.people.create': `${ORG}/people/create/:stage?`,
  'org.people.imports': `${ORG}/people/imports/:id?`,
  'org.people.show': `${ORG}/people/:id`,
  'org.emails.index': `${ORG}/emails`,
  'org.emails.show': `${ORG}/emails/:id`,
  'org.resources.index': `${ORG}/resources`,
  'org.resources.data-explorer': `${ORG}/resources/data-explorer`,
  'org.settings.index': `${ORG}/settings`,
  'org.settings.general': `${ORG}/settings/general`,
  'org.settings.users.index': `${ORG}/settings/users`,
  'org.settings.users.create': `${ORG}/settings/users/create`,
  'org.settings.users.show': `${ORG}/settings/users/:id`,
  'org.settings.integrations': `${ORG}/settings/integrations`,
  'org.settings.mailboxes.index': `${ORG}/settings/mailboxes`,
  'org.settings.mailboxes.create': `${ORG}/settings/mailboxes/create`,
  'org.settings.mailboxes.show': `${ORG}/settings/mailboxes/:id`,
  'org.settings.apps.index': `${ORG}/settings/apps`,
  'org.settings.apps.create': `${ORG}/settings/apps/create`,
  'org.settings.apps.show': `${ORG}/settings/apps/:id`,
  'org.settings.webhooks.index': `${ORG}/settings/webhooks`,
  'org.settings.webhooks.create': `${ORG}/settings/webhooks/create`,
  'org.settings.webhooks.show': `${ORG}/settings/webhooks/:id`,
  'org.settings.authentication': `${ORG}/settings/authentication`,
  'org.settings.filter': `${ORG}/settings/filter`,
  'dev.dashboard.index': `${DEV}/dashboard`,
  'dev.emails.index': `${DEV}/emails`,
  'dev.emails.show': `${DEV}/emails/:id`,
  'dev.mailboxes.index': `${DEV}/mailboxes`,
  'dev.mailboxes.create': `${DEV}/mailboxes/create`,
  'dev.mailboxes.show': `${DEV}/mailboxes/:id`,
  'dev.reports.index': `${DEV}/reports`,
  'dev.reports.show': `${DEV}/reports/:id`,
  'dev.settings.index': `${DEV}/settings`,
  'dev.settings.general': `${DEV}/settings/general`,
  'dev.settings.users.index': `${DEV}/settings/users`,
  'dev.settings.users.create': `${DEV}/settings/users/create`,
  'dev.settings.users.show': `${DEV}/settings/users/:id`,
  'dev.settings.apps.index': `${DEV}/settings/apps`,
  'dev.settings.apps.create': `${DEV}/settings/apps/create`,
  'dev.settings.apps.show': `${DEV}/settings/apps/:id`,
  'dev.settings.webhooks.index': `${DEV}/settings/webhooks`,
  'dev.settings.webhooks.create': `${DEV}/settings/webhooks/create`,
  'dev.settings.webhooks.show': `${DEV}/settings/webhooks/:id`,
  'dev.settings.authentication': `${DEV}/settings/authentication`,
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

type Segment<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segment<Tail> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a route's path names: `:id` is required, `:stage?` may be left out. */
export type RouteParams<N extends RouteName> = {
  [K in RequiredParam<Segment<(typeof ROUTE_PATHS)[N]>>]: string;
} & { [K in OptionalParam<Segment<(typeof ROUTE_PATHS)[N]>>]?: string };

/** The console path of a named route with its parameters filled in (each encoded); a missing optional one is left out. */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N>): string {
  const values: Partial<Record<string, string>> = params;
  const segments = ROUTE_PATHS[name].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const value = values[segment.replace(/^:|\?$/g, '')];
    if (value !== undefined) return [encodeURIComponent(value)];
    if (segment.endsWith('?')) return [];
    throw new Error(`The route ${name} needs its ${segment} parameter`);
  });
  return segments.join('/') || '/';
}
