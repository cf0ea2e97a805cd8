/** What the set-up made: the server's address and the teams' ids. */
export interface E2eWorld {
  baseUrl: string;
  orgId: string;
  devId: string;
  /** The server's data directory: mailed messages land in its outbox/ as .eml files. */
  dataDir: string;
  /** The server's SMTP receiver on 127.0.0.1 (no TLS, no AUTH). */
  smtpPort: number;
}

/** The accounts the set-up creates: the owner of both teams, a viewer on both, and a super administrator. */
export const ACCOUNTS = {
  owner: { email: 'olivia.owner@example.com', password: 'correct-horse-42', name: 'Olivia Owner' },
  viewer: { email: 'victor.viewer@example.com', password: 'battery-staple-42', name: 'Victor Viewer' },
  resetter: { email: 'rosa.reset@example.com', password: 'forgotten-again-42', name: 'Rosa Reset' },
  /** A super viewer: reads every team, changes nothing. */
  auditor: {
    email: 'aude.auditor@example.com',
    password: 'read-only-eyes-42',
    name: 'Aude Auditor',
    globalRole: 'super-viewer',
  },
  /** A super administrator: sets up single sign-on, which only super administrators may do. */
  admin: {
    email: 'ada.admin@example.com',
    password: 'root-of-trust-42',
    name: 'Ada Admin',
    globalRole: 'super-admin',
  },
} as const;
