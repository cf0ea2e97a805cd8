import { describe, expect, it } from 'vitest';
import { mapLodgingPass } from './map-lodging-pass.js';
import type { Pass } from './read-pass.js';

function hotelPass(contact: string): Pass {
  return {
    style: 'generic',
    fields: [
      { key: 'hotel', label: 'Hotel', value: 'Hotel Adlon', section: 'primary' },
      { key: 'checkin', label: 'Check-in', value: '02.05.2024', section: 'secondary' },
      { key: 'contact', label: 'Contact', value: contact, section: 'back' },
    ],
    semantics: {},
    locations: [],
  };
}

describe('mapLodgingPass', () => {
  it("reads the hotel's telephone from its contact lines", () => {
    const [stay] = mapLodgingPass(hotelPass('Tel.: +49 30 1234567\n10117 Berlin'));
    expect(stay?.reservationFor).toMatchObject({ telephone: '+49 30 1234567' });
  });

  it('reads the telephone when another contact line is a label and a long run of spaces with no number', () => {
    // A contact line is read in time along its length: a pattern that could split the spaces after the label
    // between its colon and the number many ways would not end on a line like this one.
    const gap = ' '.repeat(3000);
    const [stay] = mapLodgingPass(hotelPass(`Tel${gap}x\nPhone: +49 30 1234567\n10117 Berlin`));
    expect(stay?.reservationFor).toMatchObject({ telephone: '+49 30 1234567' });
  });
});
