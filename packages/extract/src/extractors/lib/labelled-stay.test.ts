import { describe, expect, it } from 'vitest';
import { agoda } from '../agoda.js';
import { citizenm } from '../citizenm.js';

const sent = new Date('2025-10-01T09:00:00Z');

/** A citizenM confirmation as its HTML table converts to text: each row's cells on one line. */
function citizenmRows(arrival: string, checkinFrom: string): string {
  return [
    'Booking number SMKQ4827',
    'Hotel citizenM London Bankside',
    'Address 20 Lavington Street, London, SE1 0NZ',
    `Arrival${arrival}`,
    'Departure Wed 09 Dec 2026',
    `Check-in from${checkinFrom}`,
    'Check-out until 11:00',
    'Guest Sanne de Vries',
    'Total £358.00',
  ].join('\n');
}

/** An Agoda confirmation as plain text. */
function agodaMail(property: string, checkin: string): string {
  return `Booking ID: 958214763\n\nProperty:${property}\nAddress: 81 Wireless Road, Bangkok 10330, Thailand\nPhone: +66 2 207 4999\n\nCheck-in:${checkin}\nCheck-out: Thursday, 13 November 2025 (before 12:00)\n\nLead guest: Wei Zhang\n`;
}

describe('a stay printed as labelled lines', () => {
  it('reads the sample layout, days and clock rows', () => {
    const [stay] = citizenm.extract({ kind: 'html', text: citizenmRows(' Mon 07 Dec 2026', ' 14:00'), date: sent });
    expect(stay).toMatchObject({ checkinTime: '2026-12-07T14:00:00', checkoutTime: '2026-12-09T11:00:00' });
  });

  it('takes no arrival from the departure row under an empty arrival cell', () => {
    expect(citizenm.extract({ kind: 'html', text: citizenmRows('', ' 14:00'), date: sent })).toEqual([]);
  });

  it('takes no check-in clock from the check-out row under an empty check-in clock cell', () => {
    const [stay] = citizenm.extract({ kind: 'html', text: citizenmRows(' Mon 07 Dec 2026', ''), date: sent });
    expect(stay).toMatchObject({ checkinTime: '2026-12-07', checkoutTime: '2026-12-09T11:00:00' });
  });

  it('takes no check-in from the check-out line under an empty check-in label', () => {
    const [stay] = agoda.extract({ kind: 'text', text: agodaMail(' Hotel Indigo Bangkok', ''), date: sent });
    expect(stay).toMatchObject({ checkoutTime: '2025-11-13T12:00:00' });
    expect(stay).not.toHaveProperty('checkinTime');
  });

  it('takes no hotel name from the address line under an empty property label', () => {
    const text = agodaMail('', ' Monday, 10 November 2025 (after 14:00)');
    expect(agoda.extract({ kind: 'text', text, date: sent })).toEqual([]);
  });

  it('leaves by the end of a span of check-out times, not its start', () => {
    const text = agodaMail(' Hotel Indigo Bangkok', ' Monday, 10 November 2025 (after 14:00)').replace(
      '(before 12:00)',
      '(06:00 - 12:00)',
    );
    const [stay] = agoda.extract({ kind: 'text', text, date: sent });
    expect(stay).toMatchObject({ checkinTime: '2025-11-10T14:00:00', checkoutTime: '2025-11-13T12:00:00' });
  });
});
