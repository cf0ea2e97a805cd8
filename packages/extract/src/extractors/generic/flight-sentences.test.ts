import { describe, expect, it } from 'vitest';
import { readWhen } from './date-time.js';
import { flightSentences } from './flight-sentences.js';
import { readLabelledBooking } from './read-labelled-booking.js';
import { flightRows } from './test-support/flight-rows.js';

const sent = new Date('2025-12-30T11:57:06Z');
const read = (value: string) => readWhen(value, sent);

describe('a flight told in a sentence', () => {
  it("reads a delay notice's flight, its two ends and its day, with the new departure time the notice gives", () => {
    const text = `Your booking: DDDDDD

Dear Joe,

We are sorry to inform you that your flight HV5314 from Cyprus (Larnaca) to Amsterdam (Schiphol) on 30/12/2025 has been delayed due to a technical issue. The new departure time is 14:25 local time.`;
    expect(flightRows(text, sent)).toEqual([
      ['DDDDDD', 'undefined', 'HV 5314', 'LCA-AMS', '2025-12-30T14:25:00', 'undefined'],
    ]);
  });

  it('reads the new departure time on twelve hours', () => {
    const text =
      'Your booking: DDDDDD\nYour flight HV5314 from Larnaca to Amsterdam on 30/12/2025 has been delayed. The new departure time is 2:25 PM local time.';
    expect(flightRows(text, sent)).toEqual([
      ['DDDDDD', 'undefined', 'HV 5314', 'LCA-AMS', '2025-12-30T14:25:00', 'undefined'],
    ]);
  });

  it('reads the sentence in German and Dutch, and gives the day alone when no clock is told', () => {
    expect(
      flightSentences(['Ihr Flug LH 123 von Frankfurt nach Berlin am 12.01.2026 wurde verschoben.'], read),
    ).toEqual([
      { fact: 'flight', label: '', value: 'LH123', line: 0 },
      { fact: 'depart', label: '', value: 'Frankfurt 2026-01-12', line: 0 },
      { fact: 'arrive', label: '', value: 'Berlin', line: 0 },
    ]);
    expect(
      flightSentences(['Uw vlucht KL1001 van Amsterdam naar Londen op 3 februari 2026 is vertraagd.'], read),
    ).toHaveLength(3);
  });

  it('reads nothing from a sentence that gives no day, nor from one whose day is followed by more than words', () => {
    expect(flightSentences(['Your flight HV5314 from Larnaca to Amsterdam has been delayed.'], read)).toEqual([]);
    expect(flightSentences(['Your flight HV5314 from Larnaca to Amsterdam on time'], read)).toEqual([]);
  });

  it('builds no booking when a place of the sentence is unknown to the airport data', () => {
    const text =
      'Your booking: DDDDDD\nYour flight HV5314 from Somewhere Else to Amsterdam on 30/12/2025 has been delayed.';
    expect(readLabelledBooking({ kind: 'text', text, date: sent })).toEqual([]);
  });
});
