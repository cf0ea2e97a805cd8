import { CONSOLE_PATHS, type Permission, type TeamType, type User } from '@tripline/contracts';
import type { ComponentType } from 'react';
import { type Params, redirect } from 'react-router';
import { canCreateTeam } from '../features/teams/api/team-creation';
import { getSegmentTripId } from '../features/trips/api/get-segment-trip';
import { isUserCreationBlocked } from '../features/users/api/user-creation';
import { getTeam } from '../lib/api/get-team';
import { ResourceError, type ResourceName } from '../lib/resource-error';
import { safeReturnPath } from '../lib/return-path';
import { ROUTE_PATHS, type RouteName, routePath } from '../lib/route-paths';
import { loadOptionalUser } from './guards';

/** Sidebar icons, named here and drawn by the sidebar so this table stays data. */
export type NavIcon = 'dashboard' | 'travel' | 'reports' | 'people' | 'emails' | 'resources' | 'settings' | 'mailboxes';

export interface RouteLoaderContext {
  params: Params;
  request: Request;
  /** The signed-in user, on routes that require one. */
  user?: User;
  team?: { type: TeamType; id: string };
}

/** One entry of the route table: the router, the guards, the sidebar and the links all read it. */
export interface RouteEntry {
  /** The route's name (`org.dashboard.index`); its path comes from `ROUTE_PATHS` under that name. */
  name?: RouteName;
  /** Relative to the parent; only unnamed routes (a team's layout) write theirs. */
  path?: string;
  index?: boolean;
  title?: string;
  /** The permission the user must hold, checked on the route's team (spec §5). */
  permission?: Permission;
  /** The resource name a load error reports (spec §8). */
  resource?: ResourceName;
  /** A relative path this route sends the user on to. */
  redirectTo?: string;
  sidebar?: { label: string; icon: NavIcon };
  /** The label of this page in the settings sub-navigation. */
  settingsNav?: string;
  /** Only signed-in users reach it (inherited by children). */
  signedIn?: boolean;
  /** Extra checks or data before the page shows; may throw a redirect or a ResourceError. */
  load?: (context: RouteLoaderContext) => Promise<unknown> | unknown;
  page?: () => Promise<ComponentType>;
  /** The layout around the children. */
  layout?: 'entry' | 'console' | 'team' | 'settings';
  teamType?: TeamType;
  children?: RouteEntry[];
}

/** The organisation's travel pages: its dashboard, the travel list with its map, and a trip. */
const travelPages = {
  dashboard: () => import('../features/dashboard/components/org-dashboard-page').then((m) => m.OrgDashboardPage),
  travel: () => import('../features/travel/components/travel-page').then((m) => m.TravelPage),
  trip: () => import('../features/trips/components/trip-page').then((m) => m.TripPage),
};

/** The team pages of the data features, loaded with their route. */
const featurePage = {
  dashboard: () => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  emails: () => import('../features/emails/components/emails-page').then((m) => m.EmailsPage),
  email: () => import('../features/emails/components/email-page').then((m) => m.EmailPage),
  mailboxes: () => import('../features/mailboxes/components/mailboxes-page').then((m) => m.MailboxesPage),
  createMailbox: () => import('../features/mailboxes/components/create-mailbox-page').then((m) => m.CreateMailboxPage),
  mailbox: () => import('../features/mailboxes/components/mailbox-page').then((m) => m.MailboxPage),
  apps: () => import('../features/applications/components/applications-page').then((m) => m.ApplicationsPage),
  createApp: () =>
    import('../features/applications/components/create-application-page').then((m) => m.CreateApplicationPage),
  app: () => import('../features/applications/components/application-page').then((m) => m.ApplicationPage),
  webhooks: () => import('../features/webhooks/components/webhooks-page').then((m) => m.WebhooksPage),
  createWebhook: () => import('../features/webhooks/components/create-webhook-page').then((m) => m.CreateWebhookPage),
  webhook: () => import('../features/webhooks/components/webhook-page').then((m) => m.WebhookPage),
  generalSettings: () =>
    import('../features/settings/components/general-settings-page').then((m) => m.GeneralSettingsPage),
  authentication: () => import('../features/sso/components/authentication-page').then((m) => m.AuthenticationPage),
  integrations: () => import('../features/integrations/components/integrations-page').then((m) => m.IntegrationsPage),
  users: () => import('../features/users/components/users-page').then((m) => m.UsersPage),
  inviteUser: () => import('../features/users/components/invite-user-page').then((m) => m.InviteUserPage),
  user: () => import('../features/users/components/user-page').then((m) => m.UserPage),
  reports: () => import('../features/reports/components/reports-page').then((m) => m.ReportsPage),
  report: () => import('../features/reports/components/report-page').then((m) => m.ReportPage),
  filter: () => import('../features/filters/components/filter-page').then((m) => m.FilterPage),
  dataExplorer: () => import('../features/data-explorer/components/data-explorer-page').then((m) => m.DataExplorerPage),
};

/** The organisation's people pages: the list, adding people, imports and a person. */
const peoplePage = {
  list: () => import('../features/people/components/people-page').then((m) => m.PeoplePage),
  create: () => import('../features/people/components/create-person-page').then((m) => m.CreatePersonPage),
  imports: () => import('../features/people/components/imports-page').then((m) => m.ImportsPage),
  person: () => import('../features/people/components/person-page').then((m) => m.PersonPage),
};

const DIGITS_ONLY = /^\d+$/;

const requireNumericReportId = ({ params }: RouteLoaderContext) => {
  if (!DIGITS_ONLY.test(params.id ?? '')) throw new ResourceError(404, 'Reports');
  return null;
};

// Users cannot be created by hand while single sign-on provisions them (spec §5).
const blockUserCreationUnderSso = async ({ params }: RouteLoaderContext) => {
  const team = await getTeam('org', params.teamId ?? '');
  if (isUserCreationBlocked(team)) throw new ResourceError(404, 'User');
  return null;
};

// Adding people goes through the select stage, then the details form; any other stage is not a page.
const requireKnownPeopleStage = ({ params }: RouteLoaderContext) => {
  if (params.stage !== undefined && params.stage !== 'select' && params.stage !== 'details') {
    throw new ResourceError(404, 'People');
  }
  return null;
};

const redirectSegmentToTrip = async ({ params }: RouteLoaderContext) => {
  const teamId = params.teamId ?? '';
  const segmentId = params.segmentId ?? '';
  const tripId = await getSegmentTripId(teamId, params.segmentType ?? '', segmentId);
  return redirect(`${routePath('org.trips.show', { teamId, tripId })}#s${segmentId}`);
};

function settingsRoutes(prefix: TeamType): RouteEntry[] {
  const pages: RouteEntry[] = [
    {
      name: `${prefix}.settings.general`,
      title: 'General settings',
      permission: 'browse-settings',
      resource: 'General Settings',
      settingsNav: 'General',
      page: featurePage.generalSettings,
    },
    {
      name: `${prefix}.settings.users.index`,
      title: 'Users',
      permission: 'browse-users',
      resource: 'Users',
      settingsNav: 'Users',
      page: featurePage.users,
    },
    {
      name: `${prefix}.settings.users.create`,
      title: 'Invite a user',
      permission: 'add-users',
      resource: 'User',
      load: prefix === 'org' ? blockUserCreationUnderSso : undefined,
      page: featurePage.inviteUser,
    },
    {
      name: `${prefix}.settings.users.show`,
      title: 'User',
      permission: 'read-users',
      resource: 'User',
      page: featurePage.user,
    },
    ...(prefix === 'org'
      ? [
          {
            name: 'org.settings.integrations',
            title: 'Integrations',
            permission: 'browse-integrations',
            resource: 'Page',
            settingsNav: 'Integrations',
            page: featurePage.integrations,
          } satisfies RouteEntry,
          {
            name: 'org.settings.mailboxes.index',
            title: 'Mailboxes',
            permission: 'browse-mailboxes',
            resource: 'Mailboxes',
            settingsNav: 'Mailboxes',
            page: featurePage.mailboxes,
          } satisfies RouteEntry,
          {
            name: 'org.settings.mailboxes.create',
            title: 'New mailbox',
            permission: 'add-mailboxes',
            resource: 'Mailbox',
            page: featurePage.createMailbox,
          } satisfies RouteEntry,
          {
            name: 'org.settings.mailboxes.show',
            title: 'Mailbox',
            permission: 'read-mailboxes',
            resource: 'Mailbox',
            page: featurePage.mailbox,
          } satisfies RouteEntry,
        ]
      : []),
    {
      name: `${prefix}.settings.apps.index`,
      title: 'Applications',
      permission: 'browse-applications',
      resource: 'Applications',
      settingsNav: 'Applications',
      page: featurePage.apps,
    },
    {
      name: `${prefix}.settings.apps.create`,
      title: 'New application',
      permission: 'add-applications',
      resource: 'Application',
      page: featurePage.createApp,
    },
    {
      name: `${prefix}.settings.apps.show`,
      title: 'Application',
      permission: 'read-applications',
      resource: 'Application',
      page: featurePage.app,
    },
    {
      name: `${prefix}.settings.webhooks.index`,
      title: 'Webhooks',
      permission: 'browse-webhooks',
      resource: 'Webhooks',
      settingsNav: 'Webhooks',
      page: featurePage.webhooks,
    },
    {
      name: `${prefix}.settings.webhooks.create`,
      title: 'New webhook',
      permission: 'add-webhooks',
      resource: 'Webhook',
      page: featurePage.createWebhook,
    },
    {
      name: `${prefix}.settings.webhooks.show`,
      title: 'Webhook',
      permission: 'read-webhooks',
      resource: 'Webhook',
      page: featurePage.webhook,
    },
    {
      name: `${prefix}.settings.authentication`,
      title: 'Authentication',
      permission: 'browse-authentication',
      resource: 'Page',
      settingsNav: 'Authentication',
      page: featurePage.authentication,
    },
    ...(prefix === 'org'
      ? [
          {
            name: 'org.settings.filter',
            title: 'Sender filter',
            permission: 'browse-filters',
            resource: 'Filter',
            settingsNav: 'Sender filter',
            page: featurePage.filter,
          } satisfies RouteEntry,
        ]
      : []),
  ];
  return [
    {
      name: `${prefix}.settings.index`,
      redirectTo: 'general',
      permission: 'browse-settings',
      sidebar: { label: 'Settings', icon: 'settings' },
    },
    // Every settings page shows the sub-navigation of its siblings.
    { layout: 'settings', children: pages },
  ];
}

const orgRoutes: RouteEntry[] = [
  { index: true, redirectTo: 'dashboard' },
  {
    name: 'org.dashboard.index',
    title: 'Dashboard',
    permission: 'read-dashboard',
    resource: 'Dashboard',
    sidebar: { label: 'Dashboard', icon: 'dashboard' },
    page: travelPages.dashboard,
  },
  {
    name: 'org.travel.index',
    title: 'Travel',
    permission: 'browse-trips',
    resource: 'Travel',
    sidebar: { label: 'Travel', icon: 'travel' },
    page: travelPages.travel,
  },
  { name: 'org.segments.show', permission: 'read-trips', resource: 'Trip', load: redirectSegmentToTrip },
  { name: 'org.trips.show', title: 'Trip', permission: 'read-trips', resource: 'Trip', page: travelPages.trip },
  {
    name: 'org.reports.index',
    title: 'Reports',
    permission: 'browse-reports',
    resource: 'Reports',
    sidebar: { label: 'Reports', icon: 'reports' },
    page: featurePage.reports,
  },
  {
    name: 'org.reports.show',
    title: 'Report',
    permission: 'read-reports',
    resource: 'Reports',
    load: requireNumericReportId,
    page: featurePage.report,
  },
  {
    name: 'org.people.index',
    title: 'People',
    permission: 'browse-members',
    resource: 'People',
    sidebar: { label: 'People', icon: 'people' },
    page: peoplePage.list,
  },
  {
    name: 'org.people.create',
    title: 'Add people',
    permission: 'add-members',
    resource: 'People',
    load: requireKnownPeopleStage,
    page: peoplePage.create,
  },
  {
    name: 'org.people.imports',
    title: 'People imports',
    permission: 'add-members',
    resource: 'People Import',
    page: peoplePage.imports,
  },
  { name: 'org.people.show', title: 'Member', permission: 'read-members', resource: 'Member', page: peoplePage.person },
  {
    name: 'org.emails.index',
    title: 'Emails',
    permission: 'browse-emails',
    resource: 'Emails',
    sidebar: { label: 'Emails', icon: 'emails' },
    page: featurePage.emails,
  },
  { name: 'org.emails.show', title: 'Email', permission: 'read-emails', resource: 'Email', page: featurePage.email },
  {
    name: 'org.resources.index',
    redirectTo: 'data-explorer',
    permission: 'browse-downloads',
    sidebar: { label: 'Resources', icon: 'resources' },
  },
  {
    name: 'org.resources.data-explorer',
    title: 'Data explorer',
    permission: 'browse-downloads',
    resource: 'Page',
    page: featurePage.dataExplorer,
  },
  ...settingsRoutes('org'),
];

const devRoutes: RouteEntry[] = [
  { index: true, redirectTo: 'dashboard' },
  {
    name: 'dev.dashboard.index',
    title: 'Dashboard',
    permission: 'read-dashboard',
    resource: 'Dashboard',
    sidebar: { label: 'Dashboard', icon: 'dashboard' },
    page: featurePage.dashboard,
  },
  {
    name: 'dev.emails.index',
    title: 'Emails',
    permission: 'browse-emails',
    resource: 'Emails',
    sidebar: { label: 'Emails', icon: 'emails' },
    page: featurePage.emails,
  },
  { name: 'dev.emails.show', title: 'Email', permission: 'read-emails', resource: 'Email', page: featurePage.email },
  {
    name: 'dev.mailboxes.index',
    title: 'Mailboxes',
    permission: 'browse-mailboxes',
    resource: 'Mailboxes',
    sidebar: { label: 'Mailboxes', icon: 'mailboxes' },
    page: featurePage.mailboxes,
  },
  {
    name: 'dev.mailboxes.create',
    title: 'New mailbox',
    permission: 'add-mailboxes',
    resource: 'Mailbox',
    page: featurePage.createMailbox,
  },
  {
    name: 'dev.mailboxes.show',
    title: 'Mailbox',
    permission: 'read-mailboxes',
    resource: 'Mailbox',
    page: featurePage.mailbox,
  },
  {
    name: 'dev.reports.index',
    title: 'Reports',
    permission: 'browse-reports',
    resource: 'Reports',
    sidebar: { label: 'Reports', icon: 'reports' },
    page: featurePage.reports,
  },
  {
    name: 'dev.reports.show',
    title: 'Report',
    permission: 'read-reports',
    resource: 'Reports',
    page: featurePage.report,
  },
  ...settingsRoutes('dev'),
];

const page = {
  login: () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
  register: () => import('../features/auth/components/register-page').then((m) => m.RegisterPage),
  passwordRequest: () => import('../features/auth/components/password-request-page').then((m) => m.PasswordRequestPage),
  passwordReset: () => import('../features/auth/components/password-reset-page').then((m) => m.PasswordResetPage),
  verifyEmail: () => import('../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
  invitation: () => import('../features/auth/components/invitation-page').then((m) => m.InvitationPage),
  invitationExpired: () =>
    import('../features/auth/components/invitation-expired-page').then((m) => m.InvitationExpiredPage),
  join: () => import('../features/auth/components/join-page').then((m) => m.JoinPage),
  account: () => import('../features/account/components/account-page').then((m) => m.AccountPage),
  teams: () => import('../features/teams/components/teams-page').then((m) => m.TeamsPage),
  createTeam: () => import('../features/teams/components/create-team-dialog').then((m) => m.CreateTeamDialog),
  support: () => import('../features/support/components/support-page').then((m) => m.SupportPage),
  platformAnalytics: () =>
    import('../features/platform/components/platform-analytics-page').then((m) => m.PlatformAnalyticsPage),
};

/** The route table, named routes without their paths (they come from `ROUTE_PATHS`). */
const ROUTE_TABLE: RouteEntry[] = [
  {
    layout: 'entry',
    children: [
      {
        name: 'auth.login',
        title: 'Sign in',
        page: page.login,
        // Someone already signed in goes where they meant to go.
        load: async ({ request }) => {
          if (!(await loadOptionalUser())) return null;
          return redirect(safeReturnPath(new URL(request.url).searchParams.get('redirect')) ?? CONSOLE_PATHS.teams);
        },
      },
      {
        name: 'auth.register',
        title: 'Create a developer account',
        page: page.register,
      },
      {
        name: 'auth.password.request',
        title: 'Reset your password',
        page: page.passwordRequest,
      },
      {
        name: 'auth.password.reset',
        title: 'Choose a new password',
        page: page.passwordReset,
      },
      {
        name: 'auth.verify-email',
        title: 'Email verification',
        resource: 'Email Verification',
        page: page.verifyEmail,
      },
      {
        name: 'invitations.expired',
        title: 'Invitation expired',
        page: page.invitationExpired,
      },
      {
        name: 'invitations.show',
        title: 'Invitation',
        resource: 'Page',
        page: page.invitation,
      },
      {
        name: 'join',
        title: 'Join Tripline',
        page: page.join,
        load: async () => ((await loadOptionalUser()) ? redirect(CONSOLE_PATHS.teams) : null),
      },
    ],
  },
  {
    layout: 'console',
    signedIn: true,
    children: [
      { index: true, name: 'home', redirectTo: CONSOLE_PATHS.teams },
      { name: 'orgs.index', redirectTo: CONSOLE_PATHS.teams },
      { name: 'developers.index', redirectTo: CONSOLE_PATHS.teams },
      { name: 'account.index', title: 'Account', resource: 'Account Profile', page: page.account },
      {
        name: 'teams.index',
        title: 'Teams',
        resource: 'Teams',
        page: page.teams,
        children: [
          {
            name: 'teams.create',
            title: 'Create a team',
            resource: 'Teams',
            page: page.createTeam,
            load: ({ params, user }) => {
              if (params.teamType !== 'org' && params.teamType !== 'dev') throw new ResourceError(404, 'Teams');
              if (user && !canCreateTeam(user.roles, params.teamType)) throw new ResourceError(403, 'Teams');
              return null;
            },
          },
        ],
      },
      { name: 'support.index', title: 'Support', page: page.support },
      {
        name: 'platform.analytics',
        title: 'Platform analytics',
        resource: 'Page',
        permission: 'browse-platform-analytics',
        page: page.platformAnalytics,
      },
      { path: 'orgs/:teamId', layout: 'team', teamType: 'org', children: orgRoutes },
      { path: 'developers/:teamId', layout: 'team', teamType: 'dev', children: devRoutes },
    ],
  },
];

/**
 * Gives each named route its path from the console's path table, relative to the route above it; a name whose path
 * does not sit below its parent's is a mistake in the table and fails at start.
 */
function withPaths(entries: RouteEntry[], base: string): RouteEntry[] {
  return entries.map((entry) => {
    let path = entry.path;
    if (entry.name && !entry.index) {
      const full = ROUTE_PATHS[entry.name];
      const prefix = base === '/' ? '/' : `${base}/`;
      if (!full.startsWith(prefix)) throw new Error(`The route ${entry.name} (${full}) is not below ${base}`);
      path = full.slice(prefix.length);
    }
    const full = path ? `${base === '/' ? '' : base}/${path}` : base;
    return { ...entry, path, children: entry.children && withPaths(entry.children, full) };
  });
}

/** The one route table of the console (spec §2), each named route at its path from `ROUTE_PATHS`. */
export const ROUTES: RouteEntry[] = withPaths(ROUTE_TABLE, '/');

/** Finds a route entry by name. */
export function findRoute(name: string, entries: RouteEntry[] = ROUTES): RouteEntry | undefined {
  for (const entry of entries) {
    if (entry.name === name) return entry;
    const found = entry.children && findRoute(name, entry.children);
    if (found) return found;
  }
  return undefined;
}

/** The pages of a team type, as the route table holds them (with their paths). */
function teamRoutes(teamType: TeamType): RouteEntry[] {
  const consoleLayout = ROUTES.find((entry) => entry.layout === 'console');
  const team = consoleLayout?.children?.find((entry) => entry.layout === 'team' && entry.teamType === teamType);
  return team?.children ?? [];
}

/** The settings pages of a team type that its sub-navigation lists, in table order. */
export function settingsNavEntries(teamType: TeamType): RouteEntry[] {
  const layout = teamRoutes(teamType).find((entry) => entry.layout === 'settings');
  return (layout?.children ?? []).filter((entry) => entry.settingsNav);
}

/** The sidebar entries of a team type, in table order. */
export function sidebarEntries(teamType: TeamType): RouteEntry[] {
  return teamRoutes(teamType).filter((entry) => entry.sidebar);
}
