/**
 * Car rental companies well enough known to be recognised by name when a confirmation does not label its supplier.
 * A brand whose name is also a common word ("Budget", "National", "Enterprise", "Record") counts in running text
 * only with the words that make it the company's ("Budget Rent a Car", "National Car Rental", "Record Go"); any
 * brand counts as the whole value of a company label or as the name of the sender's domain.
 */
interface RentalBrand {
  name: string;
  /** How the domain of the company's mail is spelt (`hertz` in `emails.hertz.de`). */
  domains: readonly string[];
  /** The name is also a word: read in text only followed by the company's words. */
  common?: boolean;
}

const BRANDS: readonly RentalBrand[] = [
  { name: 'Hertz', domains: ['hertz'] },
  { name: 'Avis', domains: ['avis'] },
  { name: 'Sixt', domains: ['sixt'] },
  { name: 'Europcar', domains: ['europcar'] },
  { name: 'Enterprise', domains: ['enterprise'], common: true },
  { name: 'Budget', domains: ['budget'], common: true },
  { name: 'Alamo', domains: ['alamo'] },
  { name: 'National', domains: ['nationalcar'], common: true },
  { name: 'Thrifty', domains: ['thrifty'], common: true },
  { name: 'Dollar', domains: ['dollar'], common: true },
  { name: 'Goldcar', domains: ['goldcar'] },
  { name: 'Record', domains: ['recordgo', 'record-go'], common: true },
  { name: 'Firefly', domains: ['fireflycarrental', 'firefly'], common: true },
  { name: 'Keddy', domains: ['keddy'] },
  { name: 'Green Motion', domains: ['greenmotion'] },
  { name: 'Localiza', domains: ['localiza'] },
  { name: 'Movida', domains: ['movida'] },
  { name: 'Centauro', domains: ['centauro'] },
  { name: 'OK Mobility', domains: ['okmobility'] },
];

/** Words that make a common word a rental company's name: "Budget Rent a Car", "National Car Rental", "Record Go". */
const COMPANY_WORDS = String.raw`(?:rent[\s-]?a[\s-]?car|car\s+rental|car\s+hire|autovermietung|location\s+de\s+voitures|go\b)`;

/** The words for a booking that may stand before a brand's name in its heading, in the languages of the labels. */
const BOOKING_WORDS =
  '(?:[Rr]eservation|[Rr]éservation|[Rr]eserva|[Pp]renotazione|[Rr]eservierung|[Bb]uchung|[Bb]ooking|[Rr]eservering|[Rr]ezerwacja|[Rr]ezervace|[Bb]okning)';

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

/** The brand a value names as a whole ("Hertz", "Enterprise Rent-A-Car"), any brand of the table. */
export function rentalBrandNamed(value: string): string | undefined {
  const v = value.replace(/[\s.,;]+$/, '').trim();
  return BRANDS.find((b) =>
    new RegExp(
      `^${escaped(b.name)}(?:\\s+${COMPANY_WORDS}|\\s+(?:GmbH|Inc|Ltd|S\\.?A|SpA|SAS|BV|AG))?\\.?$`,
      'iu',
    ).test(v),
  )?.name;
}

/**
 * Each brand's pattern in running text: a distinctive name as a word in capitals or capitalised, a common one with
 * its company's words. Made once, on first use.
 */
let brandPatterns: readonly { name: string; pattern: RegExp }[] | undefined;

function patternsOfBrands(): readonly { name: string; pattern: RegExp }[] {
  brandPatterns ??= BRANDS.map((b) => {
    const name = escaped(b.name);
    // "Avis de passage" is French for a notice: a capitalised name followed by a small word is a sentence, unless that
    // word is the booking's own ("Hertz reservation", "Avis booking confirmation"), or the word for the booking comes
    // before the name ("Votre réservation Sixt est confirmée").
    const written = `(?:${name}|${escaped(b.name.toUpperCase())})(?![\\p{L}\\d])`;
    const pattern = b.common
      ? new RegExp(`(?<![\\p{L}\\d])${name}\\s+${COMPANY_WORDS}`, 'iu')
      : new RegExp(
          `(?<![\\p{L}\\d])(?:${written}(?!\\s+(?!car\\b|rent|reservation|booking|confirmation)\\p{Ll}{2,})|(?<=${BOOKING_WORDS}\\s+)${written})`,
          'u',
        );
    return { name: b.name, pattern };
  });
  return brandPatterns;
}

/** The brands a text names: a distinctive name as a word in capitals or capitalised, a common one with its company's words. */
export function rentalBrandsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const { name, pattern } of patternsOfBrands()) if (pattern.test(text)) found.add(name);
  return found;
}

/** The brand whose domain sent the mail (`reservations@emails.hertz.com`). */
export function rentalBrandOfSender(from: string | undefined): string | undefined {
  const labels = from?.toLowerCase().split('@')[1]?.split('.').slice(0, -1) ?? [];
  return BRANDS.find((b) => b.domains.some((d) => labels.includes(d)))?.name;
}
