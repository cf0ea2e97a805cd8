import type { TravelerRule } from '@tripline/contracts';
import { findProviderBySenderDomain, plainLetters, type Segment, SPELT_OUT_LETTERS } from '@tripline/extract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelers } from '../../db/schema.js';
import { rulesetTypeOf } from '../filters/filter-decision.js';
import { senderDomain } from '../filters/sender-domain.js';
import { nameWords, sameName } from './person-names.js';
import { findOrCreateTraveler, findTravelersByAddresses, type TravelerRow } from './travelers.repository.js';

export interface TravelerShare {
  traveler: TravelerRow;
  rule: TravelerRule;
  /** Indexes into the email's segments. */
  indexes: number[];
}

export interface TravelerResolution {
  shares: TravelerShare[];
  /** Segments whose traveler could not be told: kept for someone to assign. */
  unassigned: number[];
  /** The forwarder, made a traveler by this resolution (rule `forwarder_named`), when this call made them. */
  created: TravelerRow | null;
}

/** How an email reached the team: who forwarded it (and their name), and every address it was sent to. */
export interface EmailAddressing {
  forwardedBy: string | null;
  forwarderName: string | null;
  recipients: readonly string[];
}

/** Local parts that automated senders use. */
const AUTOMATED_LOCAL_PART =
  /^(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|dont[-_.]?reply|noreply[-_.].*|.*[-_.]no[-_.]?reply|mailer[-_.]?daemon|postmaster|bounces?(?:[-+_.].*)?|notifications?)$/i;

/**
 * Whether an address belongs to a travel provider or a machine rather than a person: a domain of the sender
 * rulesets or of the engine's providers, or a no-reply style address. Such an address never becomes a traveler.
 */
export function isProviderAddress(address: string): boolean {
  const domain = senderDomain(address);
  if (!domain) return true;
  const local = address.slice(0, address.lastIndexOf('@')).replace(/^.*</, '');
  return (
    AUTOMATED_LOCAL_PART.test(local) ||
    rulesetTypeOf(domain) !== null ||
    findProviderBySenderDomain(domain) !== undefined
  );
}

/** Accented letters names are written with, each with its plain letter as `plainLetters` gives it, in both cases. */
const ACCENTED = [...'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőřśšşťùúûüūůűųýÿžźż'].flatMap((ch) => [ch, ch.toUpperCase()]);
const PLAIN = ACCENTED.map((ch) => plainLetters(ch));

/**
 * A traveler's names in SQL folded as `nameWords` folds them (accents off, special letters spelt out), in either
 * case, since `lower` leaves letters beyond ASCII alone under the C collation.
 */
function foldedNamesSql(): SQL {
  const names = sql`concat_ws(' ', ${travelers.firstName}, ${travelers.lastName}, ${travelers.name})`;
  let text = sql`translate(lower(${names}), ${ACCENTED.join('')}, ${PLAIN.join('')})`;
  for (const [letter, spelt] of Object.entries(SPELT_OUT_LETTERS))
    for (const form of new Set([letter, letter.toUpperCase()].filter((f) => f.length === 1)))
      text = sql`replace(${text}, ${form}, ${spelt})`;
  return text;
}

/** The words of a traveler's names: the given first and last name, and the name read from mail. */
function travelerNames(row: TravelerRow): string[][] {
  return [nameWords([row.firstName, row.lastName].filter(Boolean).join(' ')), nameWords(row.name)].filter(
    (words) => words.length > 0,
  );
}

/**
 * The one traveler of a team each passenger name is, by name alone; an ambiguous name (two travelers answer to
 * it) or a name of one word is nobody's. Candidates are read by their name words, so a large team costs one
 * narrow query.
 */
async function travelersByName(db: Db, teamId: string, passengers: readonly string[][]) {
  const matched = new Map<string, TravelerRow | null>();
  const words = [...new Set(passengers.flat().filter((word) => word.length >= 2))];
  if (words.length === 0) return matched;
  const text = foldedNamesSql();
  const candidates = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.teamId, teamId), or(...words.map((word) => sql`${text} like ${`%${word}%`}`))))
    .limit(1000);
  for (const passenger of passengers) {
    const answering = candidates.filter((row) => travelerNames(row).some((names) => sameName(names, passenger)));
    matched.set(passenger.join(' '), answering.length === 1 ? (answering[0] as TravelerRow) : null);
  }
  return matched;
}

function passengerOf(segment: Segment): string[] {
  return nameWords([segment.firstName, segment.lastName].filter(Boolean).join(' '));
}

/**
 * Whose segments an organisation's email holds (issue rules, in order): the forwarder when they are a traveler;
 * else a recipient who is one; else the passenger's name matched to the team's travelers. When several
 * travelers are named by address, or the booking has several passengers, each passenger's segments go to the
 * traveler of their name. A forwarder who is not yet a traveler becomes one only when their own name is the
 * passenger's; a provider's or a machine's address never does. What none of this decides stays unassigned.
 */
export async function resolveTravelers(
  db: Db,
  input: { teamId: string; segments: readonly Segment[]; addressing: EmailAddressing },
): Promise<TravelerResolution> {
  const { addressing } = input;
  const forwardedBy = addressing.forwardedBy?.toLowerCase() ?? null;
  const people = [...(forwardedBy ? [forwardedBy] : []), ...addressing.recipients].filter(
    (address) => !isProviderAddress(address),
  );
  const byAddress = await findTravelersByAddresses(db, input.teamId, people);
  const forwarder = forwardedBy ? (byAddress.get(forwardedBy) ?? null) : null;
  const recipients = [
    ...new Map(
      addressing.recipients.flatMap((address) => {
        const row = byAddress.get(address.toLowerCase());
        return row ? [[row.id, row] as const] : [];
      }),
    ).values(),
  ];
  const addressed = forwarder ? [forwarder] : recipients;
  const addressRule: TravelerRule = forwarder ? 'forwarder' : 'recipient';

  const passengers = input.segments.map(passengerOf);
  const distinct = new Map(passengers.filter((words) => words.length > 0).map((words) => [words.join(' '), words]));
  const byName = await travelersByName(db, input.teamId, [...distinct.values()]);
  const severalPassengers = distinct.size > 1;

  const shares = new Map<string, TravelerShare>();
  const unassigned: number[] = [];
  const give = (traveler: TravelerRow, rule: TravelerRule, index: number) => {
    const key = `${traveler.id}|${rule}`;
    const share = shares.get(key);
    if (share) share.indexes.push(index);
    else shares.set(key, { traveler, rule, indexes: [index] });
  };
  passengers.forEach((passenger, index) => {
    const named = passenger.length > 0 ? (byName.get(passenger.join(' ')) ?? null) : null;
    const namedAmongAddressed = named && addressed.some((row) => row.id === named.id) ? named : null;
    if (addressed.length === 1 && !(severalPassengers && named && !namedAmongAddressed)) {
      give(addressed[0] as TravelerRow, addressRule, index);
    } else if (namedAmongAddressed) {
      give(namedAmongAddressed, addressRule, index);
    } else if (named) {
      give(named, 'passenger_name', index);
    } else {
      unassigned.push(index);
    }
  });

  // A forward by someone not yet a traveler: theirs when the booking names them.
  let created: TravelerRow | null = null;
  if (unassigned.length > 0 && forwardedBy && !forwarder && !isProviderAddress(forwardedBy)) {
    const own = [nameWords(addressing.forwarderName), nameWords(forwardedBy.slice(0, forwardedBy.indexOf('@')))];
    const theirs = unassigned.filter((index) => own.some((words) => sameName(words, passengers[index] ?? [])));
    if (theirs.length > 0) {
      const first = input.segments[theirs[0] as number] as Segment;
      const name = [first.firstName, first.lastName].filter(Boolean).join(' ') || null;
      const made = await findOrCreateTraveler(db, input.teamId, forwardedBy, name);
      if (made.created) created = made.traveler;
      for (const index of theirs) give(made.traveler, 'forwarder_named', index);
      unassigned.splice(0, unassigned.length, ...unassigned.filter((index) => !theirs.includes(index)));
    }
  }
  return { shares: [...shares.values()], unassigned, created };
}

/**
 * The address a booking came for, which someone assigning it may keep as the traveler's: its forwarder, else its
 * first recipient; never a provider's address or one of the team's own mailboxes (at the inbound domain).
 */
export function bookingAddress(addressing: EmailAddressing, inboundDomain: string): string | null {
  const mailbox = `@${inboundDomain.toLowerCase()}`;
  const candidates = [...(addressing.forwardedBy ? [addressing.forwardedBy] : []), ...addressing.recipients];
  return (
    candidates
      .map((address) => address.toLowerCase())
      .find((address) => !address.endsWith(mailbox) && !isProviderAddress(address)) ?? null
  );
}
