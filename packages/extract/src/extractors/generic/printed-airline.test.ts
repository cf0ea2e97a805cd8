import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../schema/reservation.js';
import { printedAirlineName, withPrintedAirlineNames } from './printed-airline.js';

const only = (iata: string) => new Set([iata]);

function flight(iata: string, name?: string): Reservation {
  return {
    '@type': 'FlightReservation',
    reservationFor: { '@type': 'Flight', airline: { '@type': 'Airline', iataCode: iata, ...(name ? { name } : {}) } },
  } as Reservation;
}

describe('the name a document prints for a flight’s airline', () => {
  it('takes a name printed anywhere that the airline goes by, as printed', () => {
    expect(printedAirlineName('Thank you for booking with SAS\nSK 1469 Copenhagen - Oslo', 'SK', only('SK'))).toBe(
      'SAS',
    );
    expect(printedAirlineName('Grazie per aver scelto ITA Airways\nAZ 2010', 'AZ', only('AZ'))).toBe('ITA Airways');
  });

  it('reads a name in capitals of a logo in the airline’s own spelling', () => {
    expect(printedAirlineName('Thank you for choosing SAUDIA\nSV 119', 'SV', only('SV'))).toBe('Saudia');
  });

  it('takes the name a word for an airline labels, the words of it that are the airline’s', () => {
    expect(printedAirlineName('А/К ЮТЭЙР ТИП ВС\nUT577 BOEING 737', 'UT', only('UT'))).toBe('ЮТэйр');
    expect(printedAirlineName('Flight number: KL 1000\nOperated by: KLM Royal Dutch Airlines', 'KL', only('KL'))).toBe(
      'KLM Royal Dutch Airlines',
    );
  });

  it('takes a name no known airline has that the airline labels give for the one designator of the document', () => {
    const text = 'Airline PanAm\nFlight Number(s) PA 1234\nAirline PanAm\nFlight Number(s) PA 4321';
    expect(printedAirlineName(text, 'PA', only('PA'))).toBe('PanAm');
    expect(printedAirlineName(text, 'PA', new Set(['PA', 'LH']))).toBeUndefined();
    expect(printedAirlineName('Airline PanAm\nAirline Other\nPA 1234', 'PA', only('PA'))).toBeUndefined();
  });

  it('takes neither another airline’s name nor a name run on into another capitalised word', () => {
    expect(printedAirlineName('Airline: Lufthansa\nSK 1469', 'SK', only('SK'))).toBeUndefined();
    expect(printedAirlineName('Operated by: SAS Connect\nSK 1469', 'SK', only('SK'))).toBeUndefined();
    expect(printedAirlineName('the sas plan\nSK 1469', 'SK', only('SK'))).toBeUndefined();
  });

  it('names only flights whose airline no name beside the number names', () => {
    const text = 'Thank you for booking with SAS';
    const [bare, named] = withPrintedAirlineNames([flight('SK'), flight('SK', 'Scandinavian')], text);
    expect(bare?.reservationFor).toMatchObject({ airline: { name: 'SAS' } });
    expect(named?.reservationFor).toMatchObject({ airline: { name: 'Scandinavian' } });
  });
});
