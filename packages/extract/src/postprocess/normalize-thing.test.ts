import { describe, expect, it } from 'vitest';
import { postprocess } from './index.js';

describe('event times written in basic ISO', () => {
  it("reads an invitation's event times written as 20270512T120000Z, with or without seconds and offset colon", () => {
    const { things } = postprocess(
      [],
      [
        { '@type': 'Event', name: 'Weekly planning', startDate: '20270512T120000Z', endDate: '20270512T1230+0200' },
        { '@type': 'Event', name: 'Company outing', startDate: '20270514', endDate: '20270514' },
      ],
    );
    expect(things.map((t) => [t.startDate, t.endDate])).toEqual([
      ['2027-05-12T12:00:00Z', '2027-05-12T12:30:00+02:00'],
      ['2027-05-14T00:00:00', '2027-05-14T23:59:59'],
    ]);
  });

  it('gives an offset written without its colon its colon', () => {
    const { things } = postprocess([], [{ '@type': 'MusicEvent', name: 'Gig', startDate: '2015-10-31T19:30:00-0400' }]);
    expect(things[0]?.startDate).toBe('2015-10-31T19:30:00-04:00');
  });

  it('leaves a value that only looks like a basic ISO time alone', () => {
    const { things } = postprocess([], [{ '@type': 'Event', name: 'Launch', startDate: '20271340T120000Z' }]);
    expect(things[0]?.startDate).toBe('20271340T120000Z');
  });
});
