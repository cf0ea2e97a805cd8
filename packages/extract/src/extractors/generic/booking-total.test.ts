import { describe, expect, it } from 'vitest';
import { bookingTotal } from './booking-total.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const lines = (text: string) => text.split('\n');

describe('a booking total printed under its label', () => {
  it('reads the total after its label in the languages of the labels', () => {
    expect(bookingTotal(lines('Total price: EUR 687.00'))).toEqual({ price: 687, priceCurrency: 'EUR' });
    expect(bookingTotal(lines('Gesamtbetrag      1.234,50 €'))).toEqual({ price: 1234.5, priceCurrency: 'EUR' });
    expect(bookingTotal(lines('Montant total payé : 186,52 EUR'))).toEqual({ price: 186.52, priceCurrency: 'EUR' });
    expect(bookingTotal(lines('Totalt 545 kr'))).toEqual({ price: 545, priceCurrency: 'SEK' });
    expect(bookingTotal(lines('Totalt pris: 1 245 SEK'))).toEqual({ price: 1245, priceCurrency: 'SEK' });
    expect(bookingTotal(lines('Do zapłaty: 169,00 zł'))).toEqual({ price: 169, priceCurrency: 'PLN' });
  });

  it('reads a total whose label runs into its amount, stands over it, or carries a remark in brackets', () => {
    expect(bookingTotal(lines('Total CHF 56.00'))).toEqual({ price: 56, priceCurrency: 'CHF' });
    expect(bookingTotal(lines('Grand total:\n£ 96.00'))).toEqual({ price: 96, priceCurrency: 'GBP' });
    expect(bookingTotal(lines('Total for stay (all rooms): 897.00 USD'))).toEqual({ price: 897, priceCurrency: 'USD' });
  });

  it('reads a total in a quoted mail, a table row or emphasis as any other', () => {
    expect(bookingTotal(lines('> Total price: EUR 687.00'))).toEqual({ price: 687, priceCurrency: 'EUR' });
    expect(bookingTotal(lines('| Total | 56.00 CHF |'))).toEqual({ price: 56, priceCurrency: 'CHF' });
    expect(bookingTotal(lines('**Total:** _£ 96.00_'))).toEqual({ price: 96, priceCurrency: 'GBP' });
  });

  it('reads no total from a price alone, a price with words beside it, or an amount without its currency, or several amounts', () => {
    expect(bookingTotal(lines('Price: EUR 50.00\nFare: EUR 40.00'))).toBeUndefined();
    expect(bookingTotal(lines('Total: 120 EUR per night'))).toBeUndefined();
    expect(bookingTotal(lines('Total: 2 adults'))).toBeUndefined();
    expect(bookingTotal(lines('Total: 120.00'))).toBeUndefined();
    expect(bookingTotal(lines('Summe 99,00€ 99,00€ 15,81€'))).toBeUndefined();
  });

  it('reads no total when two totals differ, and the one total when it is printed twice', () => {
    expect(bookingTotal(lines('Total: EUR 100.00\nTotal paid: EUR 80.00'))).toBeUndefined();
    expect(bookingTotal(lines('Total: EUR 100.00\nTotal paid: EUR 100.00'))).toEqual({
      price: 100,
      priceCurrency: 'EUR',
    });
  });
});

describe('the general readers with a booking total', () => {
  const sent = new Date('2026-03-01T10:00:00Z');
  const flight = (total: string, reference = 'Booking reference: RXJ34P') =>
    readLabelledBooking({
      kind: 'text',
      date: sent,
      text: `${reference}
Passenger: Ada Lovelace
Flight: UA 110
Depart: San Francisco (SFO) 2026-03-04 20:15
Arrive: Newark (EWR) 2026-03-05 04:40
${total}`,
    });

  it("gives the booking's total to its reservations", () => {
    const [found] = flight('Total paid: USD 412.30');
    expect(found).toEqual(
      expect.objectContaining({ reservationNumber: 'RXJ34P', totalPrice: 412.3, priceCurrency: 'USD' }),
    );
  });

  it('gives no price when none is labelled as the total', () => {
    const [found] = flight('Fare: USD 412.30');
    expect(found?.reservationNumber).toBe('RXJ34P');
    expect(found?.totalPrice).toBeUndefined();
  });
});
