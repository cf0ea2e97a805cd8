import { describe, expect, it } from 'vitest';
import { namesakeAirportIn } from './namesake-airports.js';

const code = (place: string, evidence: Partial<Parameters<typeof namesakeAirportIn>[1]>) =>
  namesakeAirportIn(place, { text: '', departs: false, ...evidence })?.iataCode;

describe('namesakeAirportIn', () => {
  it("reads Spain's or Venezuela's Barcelona from the other end of a flight whose clocks fit the distance", () => {
    const times = { departureTime: '2017-03-22T09:40:00', arrivalTime: '2017-03-22T10:55:00' };
    expect(code('Barcelona', { otherEnd: 'MAD', ...times })).toBe('BCN');
    expect(code('Barcelona', { otherEnd: 'CCS', ...times })).toBe('BLA');
    expect(code('Valencia', { otherEnd: 'CCS', departs: true, ...times })).toBe('VLN');
  });

  it('stays silent when the other end alone speaks and the clocks are missing or cannot be that flight', () => {
    expect(code('Barcelona', { otherEnd: 'MAD' })).toBeUndefined();
    // Madrid to Santiago overnight is Chile's, not Spain's Santiago de Compostela an hour away.
    const overnight = { departureTime: '2017-03-22T23:40:00', arrivalTime: '2017-03-23T08:55:00' };
    expect(code('Santiago', { otherEnd: 'MAD', ...overnight })).toBeUndefined();
  });

  it('reads the country printed with the name, or a code of one of the namesakes printed elsewhere', () => {
    expect(code('Valencia, Spain', {})).toBe('VLC');
    expect(code('Valencia (Venezuela)', {})).toBe('VLN');
    expect(code('Barcelona', { text: 'Your return flight: BCN-LHR' })).toBe('BCN');
    expect(code('Barcelona', { text: 'Barcelona (BCN)' })).toBe('BCN');
  });

  it('stays silent when the evidence names two countries, none, or a country with several airports of the name', () => {
    expect(code('Barcelona', { text: 'Madrid (MAD) · Barcelona (BLA)', otherEnd: 'MAD' })).toBeUndefined();
    expect(code('Barcelona', { otherEnd: 'LHR' })).toBeUndefined();
    expect(code('Barcelona', {})).toBeUndefined();
    // London, England: five airports; a code printed for one of them may be another flight's.
    expect(code('London', { text: 'London (LHR)' })).toBeUndefined();
    expect(code('Portland', { otherEnd: 'SEA' })).toBeUndefined();
    expect(code('Valencia, Oz', {})).toBeUndefined();
  });
});
