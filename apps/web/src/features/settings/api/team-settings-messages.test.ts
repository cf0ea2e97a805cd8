import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-error';
import { teamDeletedMessage, teamDeleteFailedMessage, teamUpdateFailure } from './team-settings-messages';

describe('team settings messages', () => {
  it('names the team in the deletion messages', () => {
    expect(teamDeletedMessage('Acme Labs')).toBe('Team Acme Labs deleted');
    expect(teamDeleteFailedMessage('Acme Labs')).toBe('We are unable delete team Acme Labs. Please try again.');
  });

  it('leaves a 422 to the form, applies the name on a 502 and fails on anything else', () => {
    expect(teamUpdateFailure(new HttpError(422, 'Invalid'))).toBe('form');
    expect(teamUpdateFailure(new HttpError(502, 'Bad gateway'))).toBe('apply-locally');
    expect(teamUpdateFailure(new HttpError(500, 'Boom'))).toBe('failed');
    expect(teamUpdateFailure(new Error('offline'))).toBe('failed');
  });
});
