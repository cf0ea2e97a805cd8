import { describe, expect, it } from 'vitest';
import { looksLikeBcbp } from './looks-like-bcbp.js';
import { parseBcbp } from './parse-bcbp.js';

const TWO_LEGS =
  'M2DESMARAIS/LUC       EAB12C3 YULFRAAC 0834 326J003A0027 167>5321WW1325BAC 0014123456002001412346700100141234789012A0141234567890 1AC AC 1234567890123    4PCYLX58ZDEF456 FRAGVALH 3664 327C012C0002 12E2A0140987654321 1AC AC 1234567890123    3PCNWQ^108ABCDEFGH';

function parsed(text: string) {
  const result = parseBcbp(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('parseBcbp', () => {
  it('reads the mandatory items of a one-leg pass', () => {
    const { pass, warnings } = parsed('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
    expect(warnings).toEqual([]);
    expect(pass).toMatchObject({ legCount: 1, passengerName: 'DESMARAIS/LUC', electronicTicket: true });
    expect(pass.legs).toEqual([
      {
        pnr: 'ABC123',
        fromAirport: 'YUL',
        toAirport: 'FRA',
        operatingCarrier: 'AC',
        flightNumber: '0834',
        dayOfFlight: 326,
        compartmentCode: 'J',
        seat: '001A',
        checkInSequence: '0025',
        passengerStatus: '1',
        airlineUse: '',
      },
    ]);
    expect(pass.unique).toBeUndefined();
  });

  it('reads the unique and repeated conditional items, airline data and security data of every leg', () => {
    const { pass, warnings } = parsed(TWO_LEGS);
    expect(warnings).toEqual([]);
    expect(pass.unique).toEqual({
      version: 5,
      passengerDescription: '1',
      sourceOfCheckIn: 'W',
      sourceOfIssuance: 'W',
      dateOfIssue: { yearDigit: 1, dayOfYear: 325 },
      documentType: 'B',
      issuingAirline: 'AC',
      baggageTags: ['0014123456002', '0014123467001', '0014123478901'],
    });
    expect(pass.legs).toHaveLength(2);
    expect(pass.legs[0]?.conditional).toEqual({
      airlineNumericCode: '014',
      documentNumber: '1234567890',
      selecteeIndicator: '',
      internationalDocumentVerification: '1',
      marketingCarrier: 'AC',
      frequentFlyerAirline: 'AC',
      frequentFlyerNumber: '1234567890123',
      idAdIndicator: '',
      freeBaggageAllowance: '4PC',
      fastTrack: 'Y',
    });
    expect(pass.legs[0]?.airlineUse).toBe('LX58Z');
    expect(pass.legs[1]).toMatchObject({
      pnr: 'DEF456',
      fromAirport: 'FRA',
      toAirport: 'GVA',
      operatingCarrier: 'LH',
      flightNumber: '3664',
      dayOfFlight: 327,
      seat: '012C',
      checkInSequence: '0002',
      airlineUse: 'WQ',
    });
    expect(pass.legs[1]?.conditional).toMatchObject({ documentNumber: '0987654321', freeBaggageAllowance: '3PC' });
    expect(pass.security).toEqual({ type: '1', data: 'ABCDEFGH' });
  });

  it('reads a pass without unique items but with repeated ones (version 5, size 00)', () => {
    const { pass } = parsed(
      'M1GRANDMAIRE/MELANIE  EABC123 GVACDGAF 0123 339C002F0025 130>5002A0571234567890  AF AF 1234567890123456    Y^108ABCDEFGH',
    );
    expect(pass.unique).toMatchObject({ version: 5, baggageTags: [] });
    expect(pass.unique?.dateOfIssue).toBeUndefined();
    expect(pass.legs[0]?.conditional).toMatchObject({
      airlineNumericCode: '057',
      frequentFlyerNumber: '1234567890123456',
      fastTrack: 'Y',
    });
  });

  it('accepts a pass cut off after the compartment code, with a warning', () => {
    const result = parsed('M1DOE/JOHN            EXXX007 TXLBRUSN 2592 110Y');
    expect(result.pass.legs[0]).toMatchObject({ pnr: 'XXX007', flightNumber: '2592', dayOfFlight: 110, seat: '' });
    expect(result.warnings).toContain('mandatory items cut short');
  });

  it('warns when sizes point past the end of the string instead of reading beyond it', () => {
    const result = parsed('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 1FF>5FF1WW');
    expect(result.warnings).toEqual(
      expect.arrayContaining(['variable items of leg 1 cut short', 'unique conditional items cut short']),
    );
  });

  it('keeps the legs that are there when fewer follow than announced', () => {
    const result = parsed('M3DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
    expect(result.pass.legs).toHaveLength(1);
    expect(result.warnings).toContain('pass announces 3 legs but holds 1');
  });

  it('leaves out a blank first leg and keeps the flight that follows', () => {
    const blankFirst = `M2NOVAK/JANA          EK7TQ2P ${' '.repeat(28)}00K7TQ2P AMSYYZKL 0691 132Y031A0112 100`;
    const { pass, warnings } = parsed(blankFirst);
    expect(pass.legs).toHaveLength(1);
    expect(pass.legs[0]).toMatchObject({ fromAirport: 'AMS', toAirport: 'YYZ', flightNumber: '0691', seat: '031A' });
    expect(warnings).toContain('leg 1: no flight; leg left out');
  });

  it('keeps a leg whose seat, sequence and class are blank, without them', () => {
    const { pass } = parsed('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326          100');
    expect(pass.legs[0]).toMatchObject({ flightNumber: '0834', dayOfFlight: 326, seat: '', checkInSequence: '' });
  });

  it('keeps a leg whose flight number is blank, with its airports, carrier and day', () => {
    const { pass, warnings } = parsed(
      'M2DUPONT/MARIE        EZ9TT4Q AMSCDGKL      150Y012C0011 100Z9TT4Q CDGNCEAF 7700 150Y020F0033 100',
    );
    expect(pass.legs.map((l) => [l.fromAirport, l.toAirport, l.operatingCarrier, l.flightNumber])).toEqual([
      ['AMS', 'CDG', 'KL', ''],
      ['CDG', 'NCE', 'AF', '7700'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads a day of flight padded with blanks instead of zeros', () => {
    const { pass } = parsed('M1KRAUS/OLGA          E       PMIDUSAB 8121   7Y021C0004 100');
    expect(pass.legs[0]).toMatchObject({ pnr: '', operatingCarrier: 'AB', flightNumber: '8121', dayOfFlight: 7 });
    expect(parsed('M1KRAUS/OLGA          EQ4RT9L PMIDUSAB 8121  45Y021C0004 100').pass.legs[0]?.dayOfFlight).toBe(45);
  });

  it('keeps a later leg cut off after its day of flight, with what is left of it', () => {
    const { pass, warnings } = parsed(
      'M2DUPONT/MARIE        EZ9TT4Q AMSCDGKL 1227 150Y012C0011 100Z9TT4Q CDGNCEAF 7700 151Y020F',
    );
    expect(pass.legs.map((l) => [l.fromAirport, l.toAirport, l.flightNumber, l.dayOfFlight, l.seat])).toEqual([
      ['AMS', 'CDG', '1227', 150, '012C'],
      ['CDG', 'NCE', '7700', 151, '020F'],
    ]);
    expect(warnings).toContain('mandatory items of leg 2 cut short');
    const beforeItsDay = parsed('M2DUPONT/MARIE        EZ9TT4Q AMSCDGKL 1227 150Y012C0011 100Z9TT4Q CDGNCEAF 7700 1');
    expect(beforeItsDay.pass.legs).toHaveLength(1);
    expect(beforeItsDay.warnings).toContain('pass announces 2 legs but holds 1');
  });

  it('leaves out a blank first leg that carries the unique conditional items, and keeps them', () => {
    const { pass } = parsed(
      `M2NOVAK/JANA          EK7TQ2P ${' '.repeat(28)}0C>5080WW6225BK7TQ2P AMSYYZKL 0691 132Y031A0112 100`,
    );
    expect(pass.legs.map((l) => l.flightNumber)).toEqual(['0691']);
    expect(pass.unique).toMatchObject({ sourceOfCheckIn: 'W', dateOfIssue: { yearDigit: 6, dayOfYear: 225 } });
  });

  it('reads a pass whose conditional section is only its version, or announces more than it holds', () => {
    for (const text of [
      'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 102>5',
      'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 10A>518',
    ]) {
      const { pass } = parsed(text);
      expect(pass.legs[0]).toMatchObject({ flightNumber: '0834', dayOfFlight: 326, seat: '001A' });
      expect(pass.unique?.version).toBe(5);
    }
  });

  it('reads a pass whose passenger name is padded short or cut long, keeping the string as written', () => {
    for (const text of [
      'M1MEIER/ANNA       EQX7KLM ZRHLHRLX 0318 088Y043D0060 100',
      'M1VANDERBERGHE-SCHMIDT/ANNELIESE EQX7KLM ZRHLHRLX 0318 088Y043D0060 100',
    ]) {
      const { pass, warnings } = parsed(text);
      expect(pass.legs[0]).toMatchObject({ pnr: 'QX7KLM', fromAirport: 'ZRH', flightNumber: '0318', seat: '043D' });
      expect(pass.raw).toBe(text);
      expect(warnings.join()).toMatch(/passenger name written \d+ characters wide/);
      expect(looksLikeBcbp(text)).toBe(true);
    }
    expect(parsed('M1MEIER/ANNA       EQX7KLM ZRHLHRLX 0318 088Y043D0060 100').pass.passengerName).toBe('MEIER/ANNA');
    const long = parsed('M1VANDERBERGHE-SCHMIDT/ANNELIESE EQX7KLM ZRHLHRLX 0318 088Y043D0060 100');
    expect(long.pass.passengerName).toBe('VANDERBERGHE-SCHMIDT/ANNELIESE');
  });

  it('finds a later leg a few characters from where a miscounted size of conditional items puts it', () => {
    const cond = '>5180WW6225BAC 2A0141234567890 1AC AC 1234567890123    20KY';
    const leg2 = 'DEF456 FRAGVALH 3664 327C012C0002 100';
    for (const miscount of [-3, 3]) {
      const size = (cond.length + miscount).toString(16).toUpperCase();
      const { pass, warnings } = parsed(
        `M2KOCH/JENS           EABC123 YULFRAAC 0834 326J001A0025 1${size}${cond}${leg2}`,
      );
      expect(pass.legs.map((l) => [l.fromAirport, l.toAirport, l.flightNumber, l.seat])).toEqual([
        ['YUL', 'FRA', '0834', '001A'],
        ['FRA', 'GVA', '3664', '012C'],
      ]);
      expect(warnings).toContain('leg 2 found 3 characters from where the sizes put it');
    }
  });

  it('reads a five-digit flight number written with leading zeros', () => {
    const { pass } = parsed('M1HARTLEY/EMR         EZQ7O92 GVALHRBA 00723319C002F00009100');
    expect(pass.legs[0]).toMatchObject({ operatingCarrier: 'BA', flightNumber: '00723', dayOfFlight: 319 });
  });

  it('reads a pass whose passenger name is blank', () => {
    const { pass } = parsed(`M1${' '.repeat(20)}EABC123 YULFRAAC 0834 326J001A0025 100`);
    expect(pass.passengerName).toBe('');
    expect(pass.legs).toHaveLength(1);
  });

  it('keeps a leg up to its flight number when what follows is out of place (a compartment that is no letter)', () => {
    // An extra block after the flight number: by position the day reads 011, the compartment 4, the seat ' 185'.
    const { pass, warnings } = parsed(
      'M1ROSSI/PAOLA         EQ7KD2M ATHTORAC 1903 0114 185Y009A0013 147>218  W    B                29',
    );
    expect(pass.legs).toEqual([
      {
        pnr: 'Q7KD2M',
        fromAirport: 'ATH',
        toAirport: 'TOR',
        operatingCarrier: 'AC',
        flightNumber: '1903',
        compartmentCode: '',
        seat: '',
        checkInSequence: '',
        passengerStatus: '',
        airlineUse: '',
      },
    ]);
    expect(pass.unique).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/compartment '4' is no letter/)]);
    // A blank compartment is no sign of trouble.
    const blank = parsed('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326 001A0025 100');
    expect(blank.pass.legs[0]).toMatchObject({ dayOfFlight: 326, seat: '001A' });
    expect(blank.warnings).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['only blank legs', `M1DESMARAIS/LUC       EABC123 ${' '.repeat(28)}00`],
    ['another format code', 'S1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100'],
    ['zero legs', 'M0DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100'],
    ['nine legs', 'M9DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100'],
    ['lower-case airports', 'M1DESMARAIS/LUC       EABC123 yulfraAC 0834 326J001A0025 100'],
    ['a flight number of letters', 'M1DESMARAIS/LUC       EABC123 YULFRAAC ABCD 326J001A0025 100'],
    ['prose starting with M', `M1 ${'lorem ipsum dolor sit amet '.repeat(4)}`],
    ['an absurd length', `M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 1FF${'X'.repeat(100_000)}`],
    ['binary garbage', `M1${String.fromCharCode(...Array.from({ length: 80 }, (_, i) => (i * 37) % 256))}`],
  ])('rejects %s with a reason, without throwing', (_name, text) => {
    const result = parseBcbp(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\w/);
  });
});

describe('looksLikeBcbp', () => {
  it('recognises boarding pass strings, with or without trailing blanks and line break', () => {
    expect(looksLikeBcbp('M1DOE/JOHN            EXXX007 TXLBRUSN 2592 110Y')).toBe(true);
    expect(looksLikeBcbp(`${TWO_LEGS}\n`)).toBe(true);
    expect(looksLikeBcbp('M1KRAUSE/VOLKER       EXXX007 ZRHTXLLX 0962 258Y010E0143 15D>5180 M7258BLX   ')).toBe(true);
  });

  it('recognises a pass whose first leg is blank', () => {
    expect(
      looksLikeBcbp(`M2NOVAK/JANA          EK7TQ2P ${' '.repeat(28)}00K7TQ2P AMSYYZKL 0691 132Y031A0112 100`),
    ).toBe(true);
    expect(looksLikeBcbp(`M1NOVAK/JANA          EK7TQ2P ${' '.repeat(28)}00`)).toBe(false);
    // Issuers also leave the blank leg's size blank, or keep its departure airport.
    const blankSize = `M2ROTH/ANNA           E${' '.repeat(37)}K4TR9P JFKFRALH 0401 069Y012C0007 100`;
    const strayAirport = `M2ROTH/ANNA           EK4TR9P FRA${' '.repeat(25)}00K4TR9P JFKFRALH 0401 069Y012C0007 100`;
    for (const pass of [blankSize, strayAirport]) {
      expect(looksLikeBcbp(pass)).toBe(true);
      expect(parsed(pass).pass.legs).toEqual([expect.objectContaining({ fromAirport: 'JFK', flightNumber: '0401' })]);
    }
    expect(looksLikeBcbp(`M2ROTH/ANNA           E${' '.repeat(37)}`)).toBe(false);
  });

  it('rejects prose, other barcodes and multi-line text', () => {
    expect(looksLikeBcbp('Not actually a IATA BCBP')).toBe(false);
    expect(looksLikeBcbp('Meeting at 10:00 with the team about the trip to Montreal and Frankfurt')).toBe(false);
    expect(looksLikeBcbp('https://example.com/ticket/12345')).toBe(false);
    expect(looksLikeBcbp('M1DOE/JOHN            EXXX007 TXLBRUSN 2592 110Y\nsecond line')).toBe(false);
  });
});
