/**
 * Console page paths that other parts link to (mailed links, redirects after sign-in). The console's route
 * table uses these; the server builds its mailed links from them so both sides name each page once.
 * None of them sits under a server path (/api, /login, /logout, /password), so a page load always gets the console.
 */
export const CONSOLE_PATHS = {
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The token arrives as `?token=`. */
  resetPassword: '/reset-password',
  verifyEmail: (token: string) => `/t/${encodeURIComponent(token)}`,
  invitation: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  invitationExpired: '/invitations/expired',
  join: '/join',
  teams: '/teams',
  account: '/account',
  support: '/support',
  /** The super administrator's analytics mode (spec §6). */
  platformAnalytics: '/platform/analytics',
} as const;

/** Names of the console's team dashboards (spec §2), the landing page of each team type. */
export const DASHBOARD_ROUTE_NAMES = { org: 'org.dashboard.index', dev: 'dev.dashboard.index' } as const;
