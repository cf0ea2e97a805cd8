import { isHttpError } from '../../../lib/http-error';

export const TEAM_UPDATED_MESSAGE = 'Settings successfully updated!';
export const TEAM_UPDATE_FAILED_MESSAGE = 'We are unable to send your request at this time. Please try again.';

/** "Team {name} deleted". */
export function teamDeletedMessage(name: string): string {
  return `Team ${name} deleted`;
}

/** "We are unable delete team {name}. Please try again." (the wording of spec §8). */
export function teamDeleteFailedMessage(name: string): string {
  return `We are unable delete team ${name}. Please try again.`;
}

/**
 * What a failed team update means for the page: a 422 belongs to the form (no generic error), a 502 means the
 * change was stored but an upstream step failed, so the new name is applied on screen; anything else failed.
 */
export function teamUpdateFailure(error: unknown): 'form' | 'apply-locally' | 'failed' {
  if (isHttpError(error) && error.status === 422) return 'form';
  if (isHttpError(error) && error.status === 502) return 'apply-locally';
  return 'failed';
}
