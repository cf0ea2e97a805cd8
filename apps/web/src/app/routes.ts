import { CONSOLE_PATHS, type Permission, type TeamType, type User } from '@tripline/contracts';
import type { ComponentType } from 'react';
import { type Params, redirect } from 'react-router';
import { canCreateTeam } from '../features/teams/api/team-creation';
import { getSegmentTripId } from '../features/trips/api/get-segment-trip';
import { isUserCreationBlocked } from '../features/users/api/user-creation';
import { getTeam } from '../lib/api/get-team';
import { ResourceError, type ResourceName } from '../lib/resource-error';
import { safeReturnPath } from '../lib/return-path';
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
  /** The route's name (`org.dashboard.index`); links are built from it. */
  name?: string;
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

const sectionPage = () => import('../features/sections/components/section-page').then((m) => m.SectionPage);

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

/** A team page whose content arrives with its feature: title, permission, resource and an empty state. */
function section(
  path: string,
  name: string,
  title: string,
  permission: Permission,
  resource: ResourceName,
  extra: Partial<RouteEntry> = {},
): RouteEntry {
  return { path, name, title, permission, resource, page: sectionPage, ...extra };
}

/** "webhook" → "Webhook", for a page heading. */
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  return redirect(`/orgs/${encodeURIComponent(teamId)}/trips/${encodeURIComponent(tripId)}#s${segmentId}`);
};

function settingsRoutes(prefix: 'org' | 'dev'): RouteEntry[] {
  const n = (name: string) => `${prefix}.settings.${name}`;
  const crud = (
    segment: string,
    key: string,
    plural: string,
    singular: string,
    resource: [ResourceName, ResourceName],
    perms: [Permission, Permission, Permission],
    pages: [RouteEntry['page'], RouteEntry['page'], RouteEntry['page']] = [undefined, undefined, undefined],
  ): RouteEntry[] => [
    section(`settings/${segment}`, n(`${key}.index`), plural, perms[0], resource[0], {
      page: pages[0] ?? sectionPage,
      settingsNav: plural,
    }),
    section(`settings/${segment}/create`, n(`${key}.create`), `New ${singular}`, perms[1], resource[1], {
      page: pages[1] ?? sectionPage,
    }),
    section(`settings/${segment}/:id`, n(`${key}.show`), capitalized(singular), perms[2], resource[1], {
      page: pages[2] ?? sectionPage,
    }),
  ];
  const pages: RouteEntry[] = [
    section('settings/general', n('general'), 'General settings', 'browse-settings', 'General Settings', {
      page: featurePage.generalSettings,
      settingsNav: 'General',
    }),
    section('settings/users', n('users.index'), 'Users', 'browse-users', 'Users', {
      page: featurePage.users,
      settingsNav: 'Users',
    }),
    section('settings/users/create', n('users.create'), 'Invite a user', 'add-users', 'User', {
      load: prefix === 'org' ? blockUserCreationUnderSso : undefined,
      page: featurePage.inviteUser,
    }),
    section('settings/users/:id', n('users.show'), 'User', 'read-users', 'User', {
      page: featurePage.user,
    }),
    ...(prefix === 'org'
      ? [
          section('settings/integrations', n('integrations'), 'Integrations', 'browse-integrations', 'Page', {
            page: featurePage.integrations,
            settingsNav: 'Integrations',
          }),
        ]
      : []),
    ...(prefix === 'org'
      ? crud(
          'mailboxes',
          'mailboxes',
          'Mailboxes',
          'mailbox',
          ['Mailboxes', 'Mailbox'],
          ['browse-mailboxes', 'add-mailboxes', 'read-mailboxes'],
          [featurePage.mailboxes, featurePage.createMailbox, featurePage.mailbox],
        )
      : []),
    ...crud(
      'apps',
      'apps',
      'Applications',
      'application',
      ['Applications', 'Application'],
      ['browse-applications', 'add-applications', 'read-applications'],
      [featurePage.apps, featurePage.createApp, featurePage.app],
    ),
    ...crud(
      'webhooks',
      'webhooks',
      'Webhooks',
      'webhook',
      ['Webhooks', 'Webhook'],
      ['browse-webhooks', 'add-webhooks', 'read-webhooks'],
      [featurePage.webhooks, featurePage.createWebhook, featurePage.webhook],
    ),
    section('settings/authentication', n('authentication'), 'Authentication', 'browse-authentication', 'Page', {
      page: featurePage.authentication,
      settingsNav: 'Authentication',
    }),
    ...(prefix === 'org'
      ? [
          section('settings/filter', n('filter'), 'Sender filter', 'browse-filters', 'Filter', {
            page: featurePage.filter,
            settingsNav: 'Sender filter',
          }),
        ]
      : []),
  ];
  return [
    {
      path: 'settings',
      name: n('index'),
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
  section('dashboard', 'org.dashboard.index', 'Dashboard', 'read-dashboard', 'Dashboard', {
    sidebar: { label: 'Dashboard', icon: 'dashboard' },
    page: travelPages.dashboard,
  }),
  section('travel', 'org.travel.index', 'Travel', 'browse-trips', 'Travel', {
    sidebar: { label: 'Travel', icon: 'travel' },
    page: travelPages.travel,
  }),
  {
    path: 'segments/:segmentType/:segmentId',
    name: 'org.segments.show',
    permission: 'read-trips',
    resource: 'Trip',
    load: redirectSegmentToTrip,
  },
  section('trips/:tripId', 'org.trips.show', 'Trip', 'read-trips', 'Trip', { page: travelPages.trip }),
  section('reports', 'org.reports.index', 'Reports', 'browse-reports', 'Reports', {
    sidebar: { label: 'Reports', icon: 'reports' },
    page: featurePage.reports,
  }),
  section('reports/:id', 'org.reports.show', 'Report', 'read-reports', 'Reports', {
    load: requireNumericReportId,
    page: featurePage.report,
  }),
  section('people', 'org.people.index', 'People', 'browse-members', 'People', {
    sidebar: { label: 'People', icon: 'people' },
    page: peoplePage.list,
  }),
  section('people/create/:stage?', 'org.people.create', 'Add people', 'add-members', 'People', {
    load: requireKnownPeopleStage,
    page: peoplePage.create,
  }),
  section('people/imports/:id?', 'org.people.imports', 'People imports', 'add-members', 'People Import', {
    page: peoplePage.imports,
  }),
  section('people/:id', 'org.people.show', 'Member', 'read-members', 'Member', { page: peoplePage.person }),
  section('emails', 'org.emails.index', 'Emails', 'browse-emails', 'Emails', {
    sidebar: { label: 'Emails', icon: 'emails' },
    page: featurePage.emails,
  }),
  section('emails/:id', 'org.emails.show', 'Email', 'read-emails', 'Email', { page: featurePage.email }),
  {
    path: 'resources',
    name: 'org.resources.index',
    redirectTo: 'data-explorer',
    permission: 'browse-downloads',
    sidebar: { label: 'Resources', icon: 'resources' },
  },
  section('resources/data-explorer', 'org.resources.data-explorer', 'Data explorer', 'browse-downloads', 'Page', {
    page: featurePage.dataExplorer,
  }),
  ...settingsRoutes('org'),
];

const devRoutes: RouteEntry[] = [
  { index: true, redirectTo: 'dashboard' },
  section('dashboard', 'dev.dashboard.index', 'Dashboard', 'read-dashboard', 'Dashboard', {
    sidebar: { label: 'Dashboard', icon: 'dashboard' },
    page: featurePage.dashboard,
  }),
  section('emails', 'dev.emails.index', 'Emails', 'browse-emails', 'Emails', {
    sidebar: { label: 'Emails', icon: 'emails' },
    page: featurePage.emails,
  }),
  section('emails/:id', 'dev.emails.show', 'Email', 'read-emails', 'Email', { page: featurePage.email }),
  section('mailboxes', 'dev.mailboxes.index', 'Mailboxes', 'browse-mailboxes', 'Mailboxes', {
    sidebar: { label: 'Mailboxes', icon: 'mailboxes' },
    page: featurePage.mailboxes,
  }),
  section('mailboxes/create', 'dev.mailboxes.create', 'New mailbox', 'add-mailboxes', 'Mailbox', {
    page: featurePage.createMailbox,
  }),
  section('mailboxes/:id', 'dev.mailboxes.show', 'Mailbox', 'read-mailboxes', 'Mailbox', { page: featurePage.mailbox }),
  section('reports', 'dev.reports.index', 'Reports', 'browse-reports', 'Reports', {
    sidebar: { label: 'Reports', icon: 'reports' },
    page: featurePage.reports,
  }),
  section('reports/:id', 'dev.reports.show', 'Report', 'read-reports', 'Reports', { page: featurePage.report }),
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

/** The one route table of the console (spec §2). */
export const ROUTES: RouteEntry[] = [
  {
    layout: 'entry',
    children: [
      {
        path: CONSOLE_PATHS.signIn.slice(1),
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
        path: CONSOLE_PATHS.register.slice(1),
        name: 'auth.register',
        title: 'Create a developer account',
        page: page.register,
      },
      {
        path: CONSOLE_PATHS.forgotPassword.slice(1),
        name: 'auth.password.request',
        title: 'Reset your password',
        page: page.passwordRequest,
      },
      {
        path: `${CONSOLE_PATHS.resetPassword.slice(1)}/:token?`,
        name: 'auth.password.reset',
        title: 'Choose a new password',
        page: page.passwordReset,
      },
      {
        path: 't/:token',
        name: 'auth.verify-email',
        title: 'Email verification',
        resource: 'Email Verification',
        page: page.verifyEmail,
      },
      {
        path: CONSOLE_PATHS.invitationExpired.slice(1),
        name: 'invitations.expired',
        title: 'Invitation expired',
        page: page.invitationExpired,
      },
      {
        path: 'invitations/:token',
        name: 'invitations.show',
        title: 'Invitation',
        resource: 'Page',
        page: page.invitation,
      },
      {
        path: 'join',
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
      { path: 'orgs', name: 'orgs.index', redirectTo: CONSOLE_PATHS.teams },
      { path: 'developers', name: 'developers.index', redirectTo: CONSOLE_PATHS.teams },
      { path: 'account', name: 'account.index', title: 'Account', resource: 'Account Profile', page: page.account },
      {
        path: 'teams',
        name: 'teams.index',
        title: 'Teams',
        resource: 'Teams',
        page: page.teams,
        children: [
          {
            path: ':teamType/create',
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
      { path: 'support', name: 'support.index', title: 'Support', page: page.support },
      {
        path: CONSOLE_PATHS.platformAnalytics.slice(1),
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

/** Every named route with its full path, for links. */
export const ROUTE_PATHS: Readonly<Record<string, string>> = (() => {
  const out: Record<string, string> = {};
  const walk = (entries: RouteEntry[], base: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${base.replace(/\/$/, '')}/${entry.path}` : base;
      if (entry.name) out[entry.name] = full || '/';
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(ROUTES, '');
  return out;
})();

/** Finds a route entry by name. */
export function findRoute(name: string, entries: RouteEntry[] = ROUTES): RouteEntry | undefined {
  for (const entry of entries) {
    if (entry.name === name) return entry;
    const found = entry.children && findRoute(name, entry.children);
    if (found) return found;
  }
  return undefined;
}

/** The settings pages of a team type that its sub-navigation lists, in table order. */
export function settingsNavEntries(teamType: TeamType): RouteEntry[] {
  const layout = (teamType === 'org' ? orgRoutes : devRoutes).find((entry) => entry.layout === 'settings');
  return (layout?.children ?? []).filter((entry) => entry.settingsNav);
}

/** The sidebar entries of a team type, in table order. */
export function sidebarEntries(teamType: TeamType): RouteEntry[] {
  return (teamType === 'org' ? orgRoutes : devRoutes).filter((entry) => entry.sidebar);
}
