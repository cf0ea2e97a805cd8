import type { Fact } from './labels.js';

/**
 * A train's coach and seat as tickets print them, and its class: "Vogn 3, plads 45", "Wagen 5 Platz 45", "Coach C,
 * Seat 45", "2. Klasse", "1re classe".
 */

/** The words for a train's coach (carriage, wagon), in the languages of `labels.ts`, and their abbreviations (`Wg.`). */
const COACH_WORDS =
  'coach|carriage|car|wagen|wg|voiture|coche|carrozza|rijtuig|carruagem|wagon|v[uů]z|vozeň|vozen|kocsi|vagn|vogn';
/**
 * The words for a seat, and for the seats of several travellers (`Plätze`, `Pladser`), and their abbreviations
 * (`Pl.`). A plural comes before its singular, which would otherwise match its start.
 */
export const SEAT_WORDS =
  'seats|seat|sitzpl[äa]tze|sitzplatz|pl[äa]tze|platz|pl(?=\\.)|places|place|si[eè]ges|si[eè]ge|plazas|plaza|asientos|asiento|posti|posto|zitplaatsen|zitplaats|stoelen|stoel|plaatsen|plaats|lugares|lugar|assentos|assento|miejsca|miejsce|m[ií]sta|m[ií]sto|miesta|miesto|helyek|hely|platser|plats|pladser|plads|seter|sete|plasser|plass';

/** A coach's designator: a letter, or a number of up to three digits with perhaps a letter. */
const COACH = /^(?:[A-Z]|\d{1,3}[A-Z]?)$/;
/** A seat's number: up to three digits with perhaps a letter before or after them. */
const SEAT_NUMBER = '(?:\\d{1,3}[A-K]?|[A-K]\\d{1,3})';

/**
 * The seats after the first of a list of several travellers' seats, each after a comma or a space ("51, 52, 55, 56",
 * "71 73"): a number followed by a word, a dot, a colon or a slash is no seat ("45 2. Klasse", "71 73, 1 Fenster").
 */
const MORE_SEATS = `(?:(?:,\\s?|\\s)${SEAT_NUMBER}(?![\\p{L}\\d.:/]|\\s+\\p{L}))*`;

/** A seat's number, or a list of seats' numbers. */
const SEAT = new RegExp(`^${SEAT_NUMBER}(?:(?:,\\s?|\\s)${SEAT_NUMBER})*$`);

/** The seat, or list of seats, a value opens with ("12", "71 73, 1 Fenster" → "71 73"). */
const SEATS_OPENING = new RegExp(`^${SEAT_NUMBER}${MORE_SEATS}(?![\\p{L}\\d])`, 'u');

/** The seat's number, or the list of seats' numbers, a value opens with. */
export function seatsOpening(value: string): string | undefined {
  return SEATS_OPENING.exec(value)?.[0];
}

/**
 * A coach's word and designator, then a seat's word and number: "Coach C, Seat 45", "Wagen 5 · Platz 45", "Voiture 14 –
 * Place 63".
 */
const COACH_AND_SEAT = new RegExp(
  `(?<![\\p{L}\\d])(?:${COACH_WORDS})\\.?\\s*:?\\s*(\\w{1,4})\\s*(?:[,;/·]|\\s[-–—])?\\s*(?:${SEAT_WORDS})\\.?\\s*:?\\s*(\\w{1,4}${MORE_SEATS})(?![\\p{L}\\d])`,
  'iu',
);

/**
 * What a line prints before the coach and seat that close it (`Test User Coach 5 - Seat 17` → `Test User`), when they
 * close it; else undefined.
 */
export function beforeCoachAndSeat(line: string): string | undefined {
  const m = COACH_AND_SEAT.exec(line);
  return m && m.index > 0 && line.slice(m.index + m[0].length).trim() === ''
    ? line.slice(0, m.index).trim()
    : undefined;
}

/** A coach's word and designator closing a line before the comma that runs its cell on: "EC 170, Wg. 256,". */
const COACH_CLOSING = new RegExp(`(?<![\\p{L}\\d])(?:${COACH_WORDS})\\.?\\s*:?\\s*\\w{1,4},$`, 'iu');

/** A seat's word and number opening a cell: "Pl. 71 73, 1 Fenster". */
const SEAT_OPENING = new RegExp(`^(?:${SEAT_WORDS})\\.?\\s*:?\\s*\\d`, 'iu');

/**
 * The coach and seat of a cell run over two lines: the coach closing a line before a comma, the seat opening the last
 * cell of the next, set apart from the cells before it by two spaces or more ("… Wg. 256," over "… 6      Pl. 71 73,
 * 1 Fenster").
 */
export function seatingOverTwoLines(line: string, next: string): { fact: Fact; label: string; value: string }[] {
  const closed = line.trimEnd();
  // The coach closes the line before a comma: most lines end otherwise, and the pattern need not be tried.
  const coach = closed.endsWith(',') ? COACH_CLOSING.exec(closed) : null;
  if (!coach) return [];
  const cell =
    next
      .trim()
      .split(/\s{2,}/)
      .at(-1) ?? '';
  if (!SEAT_OPENING.test(cell)) return [];
  return seatingOnLine(`${coach[0]} ${cell}`).facts.filter((f) => f.fact !== 'class');
}

/**
 * A flight's seat after other words on its line, set off by a middle dot, a bar or two spaces: "Economy Value · Seat
 * 32K", "Economy  Seat 52K". Its designator is a row of up to three digits and a letter.
 */
const SEAT_AFTER = new RegExp(
  `(?<!\\s)(?:\\s*[·|]\\s*|\\s{2,})(${SEAT_WORDS})\\.?\\s*:?\\s*(\\d{1,3}[A-Z])(?![\\p{L}\\d])`,
  'iu',
);

/** What must stand before a seat's word for `SEAT_AFTER` to match: a middle dot, a bar, or two white spaces. */
const SEAT_SET_OFF = /[·|]|\s\s/;
const DIGIT = /\d/;

/** A class written as its number and the word for class: "2nd class", "2. Klasse", "1re classe", "2 klass". */
const CLASS_PHRASE =
  /(?<![\p{L}\d])([12])\s*(?:st|nd|\.|e|re|ère|de|a|ª|º|°)?\s*(?:class|klasse|klass|klasa|classe|clase|třída|trida|trieda|osztály|osztaly)(?!\p{L})/iu;

/** The word for class of a class phrase ("Klasse" of "2. Klasse"). */
function classWordOf(phrase: string): string {
  return phrase.match(/\p{L}+/gu)?.at(-1) ?? '';
}

/** The class a class phrase names, as its number. */
export function classInPhrase(text: string): string | undefined {
  return CLASS_PHRASE.exec(text)?.[1];
}

/**
 * The coach, seat and class a line gives without labels: a coach's word and designator next to a seat's word and
 * number, and a class phrase on the same line; or a line that is only a class phrase. `whole` tells that the line
 * starts with them and says nothing else a label could.
 */
export function seatingOnLine(line: string): { facts: { fact: Fact; label: string; value: string }[]; whole: boolean } {
  const trimmed = line.trim();
  // A seat's number and a class's are digits: a line without one holds neither, and the patterns need not be tried.
  if (!DIGIT.test(trimmed)) return { facts: [], whole: false };
  const m = COACH_AND_SEAT.exec(trimmed);
  const coach = m?.[1] ?? '';
  const seat = m?.[2] ?? '';
  if (m && COACH.test(coach) && SEAT.test(seat)) {
    // Each fact's label is the word that leads it ("Vogn", "plads"), with no number after it.
    const [coachWord, seatWord] = m[0].match(/\p{L}+/gu) ?? [];
    const facts: { fact: Fact; label: string; value: string }[] = [
      { fact: 'coach', label: coachWord ?? '', value: coach },
      { fact: 'seat', label: seatWord ?? '', value: seat },
    ];
    const phrase = CLASS_PHRASE.exec(trimmed);
    if (phrase) facts.push({ fact: 'class', label: classWordOf(phrase[0]), value: phrase[1] ?? '' });
    return { facts, whole: m.index === 0 };
  }
  // A seat after other words is set off by a middle dot, a bar or two white spaces, which the line must hold.
  const after = SEAT_SET_OFF.test(trimmed) ? SEAT_AFTER.exec(trimmed) : null;
  if (after?.[2] && /^\d{1,3}[A-Z]$/.test(after[2])) {
    return { facts: [{ fact: 'seat', label: after[1] ?? '', value: after[2] }], whole: false };
  }
  // A line that is only a class phrase starts with its number.
  const first = trimmed.charAt(0);
  const phrase = first === '1' || first === '2' ? CLASS_PHRASE.exec(trimmed) : null;
  if (phrase && phrase[0] === trimmed) {
    return { facts: [{ fact: 'class', label: classWordOf(trimmed), value: phrase[1] ?? '' }], whole: true };
  }
  return { facts: [], whole: false };
}

/** A coach under its own label: its designator alone ("Coach: C", "Carrozza: 6"). */
export function coachOf(value: string | undefined): string | undefined {
  const bare = value?.trim() ?? '';
  return COACH.test(bare) ? bare : undefined;
}

/**
 * A class under its own label: the number of a class phrase ("2nd class") or a number alone, else a class's name of a
 * word or two ("Standard", "Primera", "Turista").
 */
export function classOf(value: string | undefined): string | undefined {
  const bare = value?.trim() ?? '';
  if (!bare) return undefined;
  const phrase = classInPhrase(bare);
  if (phrase) return phrase;
  if (/^[1-3]$/.test(bare)) return bare;
  return /^\p{L}[\p{L}-]{1,19}(?: \p{L}[\p{L}-]{1,19})?$/u.test(bare) ? bare : undefined;
}
