import { describe, expect, it } from 'vitest';
import { LAYOUT_VARIANTS } from '../../corpus/variants.js';
import { flightRows } from './test-support/flight-rows.js';

const sent = new Date('2026-02-20T10:00:00Z');

/** Each flight's row without its arrival, which a ticket display does not print. */
function flights(text: string): string[][] {
  return flightRows(text, sent).map((row) => row.slice(0, 5));
}

const TICKET = `DETR:TN/9990000000021
ISSUED BY: AIR CHINA                 ORG/DST: BJS/SHA                 BSP-I
PASSENGER: LIN/MEI
EXCH:                               CONJ TKT:
O FM:1PEK CA     985  Z 28DEC 1300 OK ZXAP7H/NA  28DEC6/28DEC6 2PC USED/FLOWN
     T3-- RL:KQ3T8M  /HS3N8R1E
O TO:2SFO CA     986  Z 05JAN 1610 OK ZWAP7H/NA  05JAN7/05JAN7 2PC OPEN FOR USE
     --T3 RL:KQ3T8M  /HS3N8R1E
X TO:3PEK CA    1501  F 06JAN 2130 OK F/NA       06JAN7/06JAN7 2PC OPEN FOR USE
     T3T2 RL:KQ3T8M  /HS3N8R1E
  TO: SHA
FC: M  28DEC26PEK CA SFO Q20.00 2100.00CA PEK Q20.00 2100.00CA SHA1240.00CNY5480.00END`;

describe('electronic ticket coupons', () => {
  it("reads each coupon as a flight to the next coupon's airport, the years from the fare calculation", () => {
    expect(flights(TICKET)).toEqual([
      ['KQ3T8M', 'MEI LIN', 'CA 985', 'PEK-SFO', '2026-12-28T13:00:00'],
      ['KQ3T8M', 'MEI LIN', 'CA 986', 'SFO-PEK', '2027-01-05T16:10:00'],
      ['KQ3T8M', 'MEI LIN', 'CA 1501', 'PEK-SHA', '2027-01-06T21:30:00'],
    ]);
  });

  it.each(['labels in small letters', 'a space before the colon'])('reads the same coupons with %s', (variant) => {
    const rewritten = (LAYOUT_VARIANTS[variant] as (text: string) => string)(TICKET);
    expect(rewritten).not.toEqual(TICKET);
    expect(flights(rewritten)).toEqual(flights(TICKET));
  });

  it('reads nothing from a ticket with a coupon no longer good for travel', () => {
    expect(flights(TICKET.replace('2PC OPEN FOR USE\n     --T3', '2PC REFUNDED\n     --T3'))).toEqual([]);
  });

  const TRAVELPORT = `TKT: 079 9900 000286     NAME: REYES/ANAMARIE
ISSUED: 16OCT23          FOP:CASH
PSEUDO: 1A2B  PLATING CARRIER: PR  ISO: US  IATA: 99999992
   USE  CR FLT  CLS  DATE BRDOFF TIME  ST F/B        FARE   CPN
   OPEN PR  103  B  03DEC LAXMNL 1015P OK BXFUS              1
                                                   NVA03MAR
   OPEN PR  112  K  24FEB MNLLAX 1120A OK KKWFUS             2
                                          NVB06DEC NVA03MAR

FARE USD 1135.00 TAX    42.20 US TAX   434.60 XT
TOTAL USD 1611.80
RLOC 1G 7QW2M4    1A 3XK9PD`;

  it("reads a Travelport ticket display's open coupons, their years from the day of issue", () => {
    expect(flights(TRAVELPORT)).toEqual([
      ['7QW2M4', 'ANAMARIE REYES', 'PR 103', 'LAX-MNL', '2023-12-03T22:15:00'],
      ['7QW2M4', 'ANAMARIE REYES', 'PR 112', 'MNL-LAX', '2024-02-24T11:20:00'],
    ]);
  });

  it('reads nothing from a Travelport ticket display with a void coupon', () => {
    expect(flights(TRAVELPORT.replace('   OPEN PR  112', '   VOID PR  112'))).toEqual([]);
  });
});
