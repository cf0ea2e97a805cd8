import type { TeamType } from '@tripline/contracts';
import { routePath } from './route-paths';

/** Developer teams keep mailboxes in the main menu, organisations under settings. */
const MAILBOX_ROUTES = {
  org: {
    list: 'org.settings.mailboxes.index',
    create: 'org.settings.mailboxes.create',
    show: 'org.settings.mailboxes.show',
  },
  dev: { list: 'dev.mailboxes.index', create: 'dev.mailboxes.create', show: 'dev.mailboxes.show' },
} as const;

/** The console paths of a team's mailbox pages. */
export const mailboxPaths = {
  list: (type: TeamType, teamId: string) => routePath(MAILBOX_ROUTES[type].list, { teamId }),
  create: (type: TeamType, teamId: string) => routePath(MAILBOX_ROUTES[type].create, { teamId }),
  show: (type: TeamType, teamId: string, id: string) => routePath(MAILBOX_ROUTES[type].show, { teamId, id }),
};
