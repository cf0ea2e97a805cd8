/** What the set-up made: the server's address and the teams' ids. */
export interface E2eWorld {
  baseUrl: string;
  orgId: string;
  devId: string;
}

/** The accounts the set-up creates: the owner of both teams, and a viewer on both. */
export const ACCOUNTS = {
  owner: { email: 'olivia.owner@example.com', password: 'correct-horse-42', name: 'Olivia Owner' },
  viewer: { email: 'victor.viewer@example.com', password: 'battery-staple-42', name: 'Victor Viewer' },
} as const;
