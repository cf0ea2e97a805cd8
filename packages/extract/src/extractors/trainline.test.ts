import { describe, expect, it } from 'vitest';
import { findExtractors } from './registry.js';
import { expectSample } from './testing/expect-case.js';
import { trainline } from './trainline.js';

describe('trainline', () => {
  it('reads outward and return journeys with operator, coach and seat', async () => {
    await expectSample(trainline, 'trainline-booking-confirmation');
  });

  it('knows a French confirmation kept without its headers by the footer naming the group that sent it', () => {
    const text = `Votre trajet à destination de Lyon Part Dieu est confirmé.
Groupe Trainline
Le groupe Trainline vous a envoyé cet e-mail.`;
    expect(findExtractors({ kind: 'html', text }).map((e) => e.id)).toContain('trainline');
  });
});
