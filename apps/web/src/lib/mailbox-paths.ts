import type { TeamType } from '@tripline/contracts';
import { teamPath } from './team-paths';

/** Developer teams keep mailboxes in the main menu, organisations under settings. */
export function mailboxesPagePath(type: TeamType, teamId: string, rest = ''): string {
  const section = type === 'org' ? 'settings/mailboxes' : 'mailboxes';
  return teamPath(type, teamId, rest ? `${section}/${rest}` : section);
}
