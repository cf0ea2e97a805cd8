import { describe, expect, it } from 'vitest';
import { blocksStartingWith, isCancellation } from './text.js';

describe('isCancellation', () => {
  it('recognises cancellations in several languages', () => {
    expect(isCancellation('', 'Your reservation has been cancelled')).toBe(true);
    expect(isCancellation('Ihre Buchung wurde storniert.')).toBe(true);
    expect(isCancellation('Votre réservation est annulée.')).toBe(true);
    expect(isCancellation('Su reserva ha sido cancelada.')).toBe(true);
    expect(isCancellation('La prenotazione è stata cancellata.')).toBe(true);
  });

  it('ignores the cancellation terms every confirmation carries', () => {
    expect(isCancellation('Free cancellation until 10 June. Cancellation policy applies.')).toBe(false);
    expect(isCancellation('Kostenlose Stornierung bis 10. Juni')).toBe(false);
    expect(isCancellation("Conditions d'annulation : sans frais jusqu'au 3 juin")).toBe(false);
  });
});

describe('blocksStartingWith', () => {
  it('splits at marker lines and drops what comes before the first', () => {
    expect(blocksStartingWith('intro\nFlight 1\na\nFlight 2\nb', /^Flight \d/)).toEqual(['Flight 1\na', 'Flight 2\nb']);
  });
});
