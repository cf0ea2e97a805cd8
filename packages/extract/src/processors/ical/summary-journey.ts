import { DateTime } from 'luxon';
import { type LabelledFact, readFacts } from '../../extractors/generic/labelled-facts.js';
import { airportIn, isStationByFullName, knownPlace, stationIn, townOf } from '../../extractors/generic/places.js';
import { peopleOf, referenceInSentence, referenceOf } from '../../extractors/generic/read-labelled-booking.js';
import { BUS_WORDS, FERRY_WORDS } from '../../extractors/generic/ride-kinds.js';
import { airlineByName, airlineName } from '../../refdata/airlines.js';
import { findAirport, findAirportByName, scheduledAirportsOfCity } from '../../refdata/airports.js';
import { plainLetters } from '../../refdata/plain-letters.js';
import { findStationByName } from '../../refdata/stations.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { type CalendarEvent, type EventTime, renderEventTime } from './read-calendar.js';

/**
 * Operator and airline calendar files name the journey in the event's title: `ICE 1234: Berlin Hbf ➡ Erfurt Hbf`,
 * `Zug RE 4711 von Erfurt Hbf nach Weimar`, `Flight LH 400 FRA → JFK`, `Frankfurt (FRA) – New York (JFK), LH400`.
 * The event's own start and end time the journey, with the zone the calendar gives (TZID, UTC or floating).
 * A title must name a vehicle (a train category with its number, a word for train with a number between two
 * stations the station data knows, or a flight designator) and both ends: a meeting called "Berlin → Munich
 * planning" names no train and stays an event. A title naming only two known stations is a train when the
 * description names the train by its category and number (`Berlin Hbf → München Hbf` with `ICE 1005` below).
 */

/** Train categories that precede a train's number on tickets and in journey planners. */
const TRAIN_CATEGORIES = [
  'ICE',
  'IC',
  'EC',
  'ECE',
  'EN',
  'NJ',
  'RJ',
  'RJX',
  'IRE',
  'RE',
  'RB',
  'IR',
  'D',
  'R',
  'S',
  'TGV',
  'TER',
  'OUIGO',
  'FR',
  'FA',
  'FB',
  'AV',
  'AVE',
  'ALVIA',
  'AVLO',
  'EST',
  'ES',
  'EUROSTAR',
  'TGV INOUI',
  'THA',
  'SJ',
  'X2000',
  'REX',
  'EIC',
  'EIP',
  'TLK',
  'IC2',
  'SC',
  'RX',
  'FLX',
  'WB',
  'LE',
  'RJ',
  'ICN',
  'EXT',
  'CNL',
  'ICL',
  'SNÄLLTÅGET',
  'FRECCIAROSSA',
  'FRECCIARGENTO',
  'FRECCIABIANCA',
  'INTERCITY',
  'EUROCITY',
  'RAILJET',
  'ITALO',
];
/** Categories short or common enough to occur in other titles (`S 1`, `R 2`): read only between known stations. */
const WEAK_CATEGORIES = new Set([
  'D',
  'R',
  'S',
  'IR',
  'ES',
  'EST',
  'SC',
  'RX',
  'LE',
  'AV',
  'SJ',
  'WB',
  'FLX',
  'EXT',
  'ITALO',
]);
/** Words for a train, which may stand before its bare number: `Tåg 527`, `Train 9527`. */
const TRAIN_WORDS = 'zug|train|treno|tren|trein|pociąg|vlak|tåg|tog|comboio';
/** Words for a flight, but Polish "lot", which is an English word too. */
const FLIGHT_WORDS = 'flight|flug|vol|vuelo|volo|vlucht|voo';
/** Words that put the vehicle before the route: `Zug`, `Train`, `Treno`… */
const VEHICLE_WORDS = `${TRAIN_WORDS}|${FLIGHT_WORDS}|lot`;
/** Words for the journey itself that may open a title: `Zugfahrt`, `Train journey`, `Reise`, `Trajet`… */
const JOURNEY_WORDS =
  'zugfahrt|bahnfahrt|zugreise|bahnreise|train journey|train trip|rail journey|journey|trip|reise|fahrt|voyage|trajet|viaje|viaggio|reis|resa|podróż|cesta';
/** Words between the two ends of a route. */
const ROUTE_SEPARATORS = '→|➡|⇒|->|>|–|—| - | to | nach | à | a | naar | till | til | do ';
/** Words before the first end: `von`, `from`, `de`… */
const FROM_WORDS = 'von|from|de|desde|da|van|från|fra|z|ab';

const trainPattern = TRAIN_CATEGORIES.map((c) => c.replace(/ /g, '\\s')).join('|');
const TRAIN = new RegExp(`(?:^|[\\s(])((?:${trainPattern})\\s?\\d{1,5})(?=$|[\\s:,)])`, 'iu');
/**
 * A flight's designator: an airline code with a letter in it (`LH`, `U2`, `4U`), so that a year is never one; nor is
 * a quarter or half of a year (`Q4 2024`, `H1 2025`).
 */
const FLIGHT =
  /(?:^|[\s(,])(?!(?:Q[1-4]|H[12])\s?(?:19|20)\d{2}(?!\d))([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})(?=$|[\s:,)])/u;
const AIRPORT_CODE = /\(([A-Z]{3})\)|\b([A-Z]{3})\b/u;

interface Route {
  from: string;
  to: string;
}

/** A title's opening vehicle, journey and way-of-travel words and its `from`, taken out before the route is read. */
const LEADING_VEHICLE = new RegExp(`^\\s*(?:${VEHICLE_WORDS})\\b[\\s:]*`, 'iu');
const LEADING_JOURNEY = new RegExp(`^\\s*(?:${JOURNEY_WORDS})(?=[\\s:])[\\s:]*`, 'iu');
const LEADING_WAY = new RegExp(
  `^\\s*(?:en|in|by|per|mit dem|met de|med|em|w|de)\\s+(?:${TRAIN_WORDS})\\b[\\s:]*`,
  'iu',
);
const LEADING_FROM = new RegExp(`^\\s*(?:${FROM_WORDS})\\s+(?![-–—>→➡⇒])`, 'iu');
const ROUTE_SEPARATOR = new RegExp(`\\s*(?:${ROUTE_SEPARATORS})\\s*`, 'iu');

/** The two ends of a route in a title whose vehicle has been taken out. */
function routeOf(title: string): Route | undefined {
  const clean = title
    // `FCO ➡️ MUC`: an arrow drawn as an emoji carries a variation selector, no part of either end.
    .replace(/\uFE0F/gu, '')
    .replace(LEADING_VEHICLE, '')
    .replace(LEADING_JOURNEY, '')
    // "Viaje en tren", "Journey by train", "Reise mit dem Zug": the way of travel after the journey's word.
    .replace(LEADING_WAY, '')
    // `Fra Oslo til Bergen`, but `FRA - JFK`: a word before a route's separator is its first end (Frankfurt's code).
    .replace(LEADING_FROM, '')
    .replace(/^[\s:,–—-]+|[\s:,–—-]+$/g, '');
  const parts = clean.split(ROUTE_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [from, to] = parts.map((p) =>
    p
      // `Amsterdam, Abflug 18:20 Ortszeit`: a clause after the end that gives a clock is no part of its name, nor one
      // after a semicolon (`München Hbf; Wagen 11`): no place's name holds one.
      .replace(/\s*,[^,]*\b\d{1,2}[:.]\d{2}\b.*$/u, '')
      .replace(/\s*;.*$/u, '')
      .replace(/^[\s:,()]+|[\s:,()]+$/g, '')
      .trim(),
  );
  if (!from || !to || from.length > 60 || to.length > 60) return undefined;
  return { from, to };
}

function timed(trip: JsonLdObject, event: CalendarEvent): void {
  if (event.start && !event.allDay) {
    trip.departureTime = renderEventTime(event.start);
    trip.departureDay = event.start.local.slice(0, 10);
  } else if (event.start) {
    trip.departureDay = event.start.local.slice(0, 10);
  }
  if (event.end && !event.allDay) trip.arrivalTime = renderEventTime(event.end);
}

function reservation(
  type: 'TrainReservation' | 'FlightReservation' | 'BusReservation',
  trip: JsonLdObject,
): Reservation {
  return {
    '@context': 'http://schema.org',
    '@type': type,
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: trip,
  };
}

/** A line of the description naming where the journey ends: `nach Weimar`, `To: Paris Nord`, `Ankunft: Bern`. */
const ARRIVAL_LINE =
  /^\s*(?:to|nach|à|naar|till|arrival|arrivée|ankunft|ziel|destination|destino|destinazione|llegada|arrivo)\s*:?\s+(.{2,60}?)\s*$/imu;

/**
 * A route the description prints on a line of its own (`Berlin Hbf → München Hbf`) or under labels (`From: Frankfurt
 * (FRA)` / `To: New York (JFK)`), both ends of the kind `known` accepts: where a title names the vehicle alone.
 */
function routeInDescription(
  event: CalendarEvent,
  facts: readonly LabelledFact[],
  known: (end: string) => boolean,
): Route | undefined {
  const ends = (['depart', 'arrive'] as const).map((fact) => facts.filter((f) => f.fact === fact));
  const [from, to] = ends.map((found) => (found.length === 1 ? found[0]?.value.trim() : undefined));
  if (from && to && known(from) && known(to)) return { from, to };
  for (const line of (event.description ?? '').split('\n').slice(0, 12)) {
    const route = line.length <= 120 ? routeOf(line) : undefined;
    if (route && known(route.from) && known(route.to)) return route;
  }
  return undefined;
}

/** When the title names only the train: it leaves from the event's LOCATION for the place the description names. */
function routeFromPlaces(event: CalendarEvent): Route | undefined {
  const from = event.location?.replace(/\s+/g, ' ').trim();
  const to = ARRIVAL_LINE.exec(event.description ?? '')?.[1]?.replace(/[,.;]+$/, '');
  return from && to && from.length <= 60 ? { from, to } : undefined;
}

function trainTrip(trainNumber: string | undefined, route: Route, event: CalendarEvent): Reservation {
  const trip: JsonLdObject = {
    '@type': 'TrainTrip',
    ...(trainNumber ? { trainNumber } : {}),
    departureStation: { '@type': 'TrainStation', name: route.from },
    arrivalStation: { '@type': 'TrainStation', name: route.to },
  };
  timed(trip, event);
  return reservation('TrainReservation', trip);
}

/**
 * What follows a town's name in a station's (`New York Penn`, `Washington Union Station`, `Edinburgh (Waverley)`): a
 * word or two before a word for a station, or the station's own word alone.
 */
const STATION_AFTER_TOWN =
  /^\(?(?:[\p{L}'’.-]+\s+){0,2}(?:station|bahnhof|hbf|hauptbahnhof|gare|stazione|estación|estacion|stasjon|centraal|central|centrale|penn|waverley)\)?$/iu;

/**
 * An end of a train whose number is certain: a station the data knows (`Edinburgh Waverley`), else, by name only, a
 * town the gazetteer knows (`Edinburgh`) or one followed by words of a station's name (`New York Penn`, `Washington
 * Union Station`). `London handover` is no station.
 */
function stationNamed(end: string): string | undefined {
  const known = stationIn(end);
  if (known) return known;
  const name = end.replace(/\s+/g, ' ').trim();
  const town = name.length <= 60 ? townOf(name) : undefined;
  if (!town) return undefined;
  const rest = name.slice(town.length).trim();
  return rest === '' || STATION_AFTER_TOWN.test(rest) ? name : undefined;
}

/** A train's number certain enough to place a journey between ends named only: two digits or more, or `1S07`. */
const CERTAIN_NUMBER = /\d{2}|^\d[A-Z]\d{2}$/;

/**
 * A word for train and its number: a bare number (`Tåg 527`), or a British train's reporting number (`Train 1S07`: a
 * digit, a capital, two digits).
 */
const TRAIN_WORD_NUMBER = new RegExp(
  `^\\s*(?:${TRAIN_WORDS})\\s+(?:(?:no|nr|n°|number|nummer|numero|número)\\.?\\s*)?(\\d{1,5}|\\d[A-Z]\\d{2})(?=$|[\\s:,])`,
  'iu',
);

/**
 * `Tåg 527 Stockholm Central - Göteborg Central`, `Train 1S07: London King's Cross to Edinburgh Waverley`: a word for
 * train and its number, between known stations.
 */
function numberedTrainJourney(title: string, event: CalendarEvent): Reservation | undefined {
  const numbered = TRAIN_WORD_NUMBER.exec(title);
  if (!numbered?.[1]) return undefined;
  const route = routeOf(title.slice(numbered[0].length));
  if (!route) return undefined;
  if (findStationByName(route.from) && findStationByName(route.to)) return trainTrip(numbered[1], route, event);
  // Ends the station data does not know are named as printed, for a train whose number is certain.
  return CERTAIN_NUMBER.test(numbered[1]) ? trainBetweenNamed(numbered[1], route, event) : undefined;
}

/** A train's trip between two different ends each named as `stationNamed` allows, or none. */
function trainBetweenNamed(trainNumber: string, route: Route, event: CalendarEvent): Reservation | undefined {
  const from = stationNamed(route.from);
  const to = from ? stationNamed(route.to) : undefined;
  return from && to && from !== to ? trainTrip(trainNumber, { from, to }, event) : undefined;
}

/**
 * A word for a train or the railway (`Your train journey from…`, `Bahnfahrt`): what makes a route between two known
 * stations, with no train named, a train journey rather than a drive or a flight between the same cities.
 */
const RAIL_WORD = new RegExp(
  `(?:^|[^\\p{L}])(?:${TRAIN_WORDS}|rail|railway|bahn\\p{L}*|\\p{L}*bahn)(?=$|[^\\p{L}])`,
  'iu',
);

/**
 * `Berlin Hbf → München Hbf` above `ICE 1005`: two known stations, and below a train of a distinctive category or
 * one train given under a label of its own (`Train: LNER 1S07`), or no train at all where a word speaks of the
 * railway (`London Euston to Manchester Piccadilly`, `Your train journey…`).
 */
function describedTrainJourney(
  title: string,
  event: CalendarEvent,
  facts: readonly LabelledFact[],
): Reservation | undefined {
  const route = routeOf(title);
  if (!route) return undefined;
  if (!findStationByName(route.from) || !findStationByName(route.to)) return labelledTrainBetween(route, event, facts);
  const train = TRAIN.exec(event.description ?? '');
  const category = train?.[1]?.replace(/\s?\d+$/, '').toUpperCase();
  if (train?.[1] && category && !WEAK_CATEGORIES.has(category)) {
    return trainTrip(train[1].replace(/\s+/g, ' ').toUpperCase(), route, event);
  }
  const labelled = facts.filter((f) => f.fact === 'train').map((f) => f.value.replace(/\s+/g, ' ').trim());
  const [named] = labelled;
  const railway = RAIL_WORD.test(`${title} ${event.description ?? ''}`) || railwayLink(event);
  if (labelled.length === 0 && (railway || bookedRide(route, event))) {
    return trainTrip(undefined, route, event);
  }
  if (labelled.length !== 1 || !named || !/\d/.test(named) || named.length > 24) return undefined;
  return trainTrip(named, route, event);
}

/**
 * `London Kings Cross → Edinburgh` above `Train: 1S07`: a title's route the station data does not know both ends of,
 * read for the one train the description labels with a number that is certain, the ends named as printed (see
 * `stationNamed`), no other vehicle named in the title nor a flight labelled.
 */
function labelledTrainBetween(
  route: Route,
  event: CalendarEvent,
  facts: readonly LabelledFact[],
): Reservation | undefined {
  const labelled = facts.filter((f) => f.fact === 'train').map((f) => f.value.replace(/\s+/g, ' ').trim());
  const [named] = labelled;
  if (labelled.length !== 1 || !named || named.length > 24 || !CERTAIN_NUMBER.test(named)) return undefined;
  // A coach is a train's carriage here (`Coach: B`): only the title may speak of another vehicle.
  if (OTHER_VEHICLE.test(event.summary ?? '') || facts.some((f) => f.fact === 'flight')) return undefined;
  return trainBetweenNamed(named, route, event);
}

/**
 * A word of the event's own link that speaks of the railway, alone or run together with a ticket's or a journey's
 * word (`/en/traintickets-v3/`, `bahn-reisen`): an operator's calendar file that names no train says so in its link.
 */
const RAIL_LINK_WORD =
  /^(?:train|rail|bahn|zug|treno|tren|trein)(?:s|tickets?|travel|journeys?|booking|reisen?|fahrt|karten?|billets?|biglietti)?$/iu;

/**
 * Whether the event links to a page of the railway's, or was minted by the railway (its UID's domain a railway's:
 * `…@bahn.de`), and speaks of no other vehicle.
 */
function railwayLink(event: CalendarEvent): boolean {
  const minted = event.uid?.includes('@') ? event.uid.slice(event.uid.lastIndexOf('@') + 1) : undefined;
  const link = [event.url, minted].filter(Boolean).join(' ');
  if (!link || OTHER_VEHICLE.test(`${event.summary ?? ''} ${event.description ?? ''}`)) return false;
  return link.split(/[^\p{L}]+/u).some((word) => RAIL_LINK_WORD.test(word));
}

/** A title naming where a journey goes only: `Train to Manchester Piccadilly`, `Zugfahrt nach München Hbf`. */
const TITLE_DESTINATION = new RegExp(
  `^\\s*(?:${VEHICLE_WORDS}|${JOURNEY_WORDS})?\\s*(?:to|nach|naar|à|till|til|a|para|do)\\s+(.{2,60}?)\\s*$`,
  'iu',
);

/**
 * `Train to Manchester Piccadilly` at `London Euston`: a title naming the journey's end, the event's LOCATION its
 * start, both stations the data knows, and a train spoken of (a word for one in the title, a train of a distinctive
 * category in the description, or a link of the railway's).
 */
function destinationTrainJourney(title: string, event: CalendarEvent): Reservation | undefined {
  const to = TITLE_DESTINATION.exec(title)?.[1];
  const from = event.location?.replace(/\s+/g, ' ').trim();
  if (!to || !from || from.length > 60 || !stationIn(from) || !stationIn(to) || from === to) return undefined;
  const train = TRAIN.exec(event.description ?? '')?.[1];
  const category = train?.replace(/\s?\d+$/, '').toUpperCase();
  const distinctive = train && category && !WEAK_CATEGORIES.has(category) ? train : undefined;
  if (!distinctive && !RAIL_WORD.test(title) && !railwayLink(event)) return undefined;
  if (OTHER_VEHICLE.test(`${title} ${event.description ?? ''}`)) return undefined;
  return trainTrip(distinctive?.replace(/\s+/g, ' ').toUpperCase(), { from, to }, event);
}

/** Words for a way of travel other than the railway, which make a ride between stations something else. */
const OTHER_VEHICLE = new RegExp(
  `(?<![\\p{L}])(?:${BUS_WORDS}|${FERRY_WORDS}|coach|car|taxi|cab|ride|drive|shuttle|flight|flug|vol|vuelo|volo)(?![\\p{L}])`,
  'iu',
);

/**
 * `Cambridge → London Kings Cross` over `Transaction reference 431902615761`: a booked ride (the description gives its
 * reference) between known stations, one named by a station's full name rather than a town's, of no other vehicle the
 * event speaks of. A title between stations with no booking below is a meeting's; one with a car share a drive.
 */
function bookedRide(route: Route, event: CalendarEvent): boolean {
  const description = event.description ?? '';
  if (!referenceInSentence(description) || OTHER_VEHICLE.test(`${event.summary ?? ''} ${description}`)) return false;
  return isStationByFullName(route.from) || isStationByFullName(route.to);
}

/**
 * `Zug nach Bern (IC 8)` at `Zürich HB`: a title naming the train and where it goes only leaves from the event's
 * LOCATION, both stations the station data knows.
 */
function destinationFromLocation(rest: string, event: CalendarEvent): Route | undefined {
  const to = TITLE_DESTINATION.exec(rest.replace(/\s+/g, ' '))?.[1];
  const from = event.location?.replace(/\s+/g, ' ').trim();
  if (!to || !from || from.length > 60 || from === to || !stationIn(from) || !stationIn(to)) return undefined;
  return { from, to };
}

function trainJourney(title: string, event: CalendarEvent, facts: readonly LabelledFact[]): Reservation | undefined {
  const train = TRAIN.exec(title);
  if (!train?.[1]) return undefined;
  const rest = title.replace(train[1], ' ').replace(/\(\s*\)/g, ' ');
  const bare = !/[\p{L}]{3}/u.test(rest.replace(LEADING_VEHICLE, ''));
  const route =
    routeOf(rest) ??
    (bare
      ? (routeFromPlaces(event) ?? routeInDescription(event, facts, (end) => Boolean(stationIn(end))))
      : undefined) ??
    destinationFromLocation(rest, event);
  if (!route) return undefined;
  // `FR1234 Dublin (DUB) to Barcelona (BCN)`: ends given by airports' codes make a category that is also an airline's
  // designator (Frecciarossa's FR, Ryanair's) a flight.
  if (airport(route.from) && airport(route.to)) return undefined;
  const category = train[1].replace(/\s?\d+$/, '').toUpperCase();
  if (WEAK_CATEGORIES.has(category) && !findStationByName(route.from) && !findStationByName(route.to)) {
    return undefined;
  }
  return trainTrip(train[1].replace(/\s+/g, ' ').toUpperCase(), route, event);
}

/** An end of a flight: an IATA code alone, or a name with its code in brackets. */
function airport(end: string): JsonLdObject | undefined {
  const code = AIRPORT_CODE.exec(end);
  const iata = code?.[1] ?? code?.[2];
  // A code that is no airport (`THE`, `NEW`) makes the title something else.
  if (!iata || !findAirport(iata)) return undefined;
  // `New York JFK (JFK)`: the code printed twice, each time no part of the name.
  const name = end
    .replace(new RegExp(`\\(?\\s*\\b${iata}\\b\\s*\\)?`, 'g'), ' ')
    .replace(/[\s,–—-]+$/, '')
    // `🛫 Lufthansa FCO`: the pictures a title decorates an end with are no part of its name.
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N})]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { '@type': 'Airport', iataCode: iata, ...(/\p{L}/u.test(name) ? { name } : {}) };
}

/**
 * An end of a flight named without its code (`KL1234 Amsterdam - Copenhagen`): the code the description or
 * LOCATION gives after that name (`from Amsterdam (AMS)`), else the one airport the name designates.
 */
function namedAirport(end: string, event: CalendarEvent): JsonLdObject | undefined {
  if (/\b[A-Z]{3}\b/.test(end) || end.length < 3) return undefined;
  const escaped = end.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = `${event.location ?? ''}\n${event.description ?? ''}`;
  // `Berlin Brandenburg (BER)`, or the code right after the name as mail clients print it (`Berlin BER`).
  const coded =
    new RegExp(`${escaped}[^()\\n]{0,40}?\\(([A-Z]{3})\\)`, 'u').exec(text)?.[1] ??
    bareCode(new RegExp(`(?<![\\p{L}])${escaped}\\s+([A-Z]{3})(?![\\p{L}\\d])`, 'u').exec(text)?.[0]);
  const iata = coded && findAirport(coded) ? coded : findAirportByName(end)?.iata;
  if (!iata) return undefined;
  // `von Nürnberg (Nürnberg) nach Amsterdam (Schiphol)`: the airport named more fully after its city, as printed.
  const fuller = new RegExp(`(?<![\\p{L}])${escaped}\\s*\\((\\p{L}[\\p{L} .'-]{1,40})\\)`, 'u').exec(text)?.[1];
  const name = fuller && !/^[A-Z]{3}$/.test(fuller) ? `${end} (${fuller.trim()})` : end;
  return { '@type': 'Airport', iataCode: iata, name };
}

/** A flight's designator in brackets, as mail clients title the flights they find (`Flight to Frankfurt (LH 400)`). */
const BRACKETED_DESIGNATOR = /\(\s*(?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}\s*\)/u;

/** A town that has scheduled airports (`New York`), as the name of the airport a flight's end is, its code unsaid. */
function airportTown(end: string): JsonLdObject | undefined {
  const town = end.replace(/\s+/g, ' ').trim();
  if (town.length > 40 || /\b[A-Z]{3}\b/.test(town) || scheduledAirportsOfCity(town).length === 0) return undefined;
  return { '@type': 'Airport', name: town };
}

/** `Flight to Frankfurt`: a title naming where a flight goes, as mail clients title the flights they find in mail. */
const FLIGHT_TO =
  /^\s*(?:flight|flug|vol|vuelo|volo|vlucht|voo|lot)\s+(?:to|nach|à|a|pour|naar|para|till|do)\s+([^()]{2,60}?)[\s()]*$/iu;

/**
 * The route of a flight titled by where it goes only: it leaves from the event's LOCATION (`Berlin BER`), for an
 * airline the airline data knows and a timed event.
 */
function routeToLocation(rest: string, airline: string, event: CalendarEvent): Route | undefined {
  const to = FLIGHT_TO.exec(rest)?.[1]?.trim();
  const from = event.location?.replace(/\s+/g, ' ').trim();
  if (!to || !from || event.allDay || !airlineName(airline) || !isAirportLocation(from)) return undefined;
  return { from, to };
}

/**
 * A LOCATION that is an airport: its code at the end (`Berlin BER`, `Berlin Brandenburg Airport (BER)`), after a
 * name that the airport's name or city holds. An office's location (`SAP HQ Walldorf`) holds a code by chance only.
 */
function isAirportLocation(location: string): boolean {
  return Boolean(/\)$/.test(location) ? bareCode(location.replace(/\s*\(([A-Z]{3})\)$/, ' $1')) : bareCode(location));
}

/** The code of a name followed by an airport's code (`Berlin BER`), when the airport's name or city holds that name. */
function bareCode(named: string | undefined): string | undefined {
  const coded = named ? /^(.{2,50}?)\s+([A-Z]{3})$/u.exec(named) : undefined;
  const found = coded?.[2] ? findAirport(coded[2]) : undefined;
  if (!coded?.[1] || !found) return undefined;
  const known = plainLetters(`${found.name} ${found.city ?? ''}`);
  const first = plainLetters(coded[1]).split(/[^\p{L}]+/u)[0] ?? '';
  return first.length >= 3 && known.includes(first) ? coded[2] : undefined;
}

/** Two airports' codes joined without spaces, as boarding passes and timetables print a route: `FRA-JFK`, `AUS/AMS`. */
const CODE_PAIR = /(?:^|[\s(:,])([A-Z]{3})\s?[-/–—→>]\s?([A-Z]{3})(?=$|[\s),:])/u;

function codePair(rest: string): Route | undefined {
  const pair = CODE_PAIR.exec(rest);
  return pair?.[1] && pair[2] ? { from: pair[1], to: pair[2] } : undefined;
}

/** What is left of a title once its designator is out names nothing but the flight (`Flight`, `Lufthansa`, `✈`). */
function namesOnlyTheFlight(rest: string, airline: string): boolean {
  const words = rest
    .replace(LEADING_VEHICLE, '')
    .replace(/[^\p{L}\d ]+/gu, ' ')
    .trim();
  return words === '' || airlineByName(words) === airline;
}

/**
 * The departure airport's name: not the airline's, which a title may print before the route (`Lufthansa FCO ➡ MUC`),
 * but, where the title gives none, the LOCATION when that names the airport of the same code (`Rome Leonardo da Vinci
 * Fiumicino Airport` for FCO). The airline's name, when the title printed it there, is returned.
 */
function airportNamed(from: JsonLdObject, airline: string, location: string | undefined): string | undefined {
  const airlineNamed = typeof from.name === 'string' && airlineByName(from.name) === airline ? from.name : undefined;
  if (airlineNamed) delete from.name;
  const place = location?.replace(/\s+/g, ' ').trim();
  if (from.name === undefined && place && findAirportByName(place)?.iata === from.iataCode) from.name = place;
  return airlineNamed;
}

/**
 * The title without the airline's name it opens with (`easyJet flight U2 8401 to Geneva`, `Lufthansa LH400 Frankfurt
 * → New York`), when that name is the designator's airline: the name is no end of the route.
 */
function withoutLeadingAirline(rest: string, airline: string): string {
  const opening = /^\s*([\p{L}][\p{L}.&' -]{1,40}?)(?=\s+(?:(?:flight|flug|vol|vuelo|volo|vlucht|voo)\b|\s))/iu.exec(
    rest,
  );
  const name = opening?.[1]?.trim();
  return name && airlineByName(name) === airline ? rest.slice(opening?.[0].length ?? 0) : rest;
}

function flightJourney(title: string, event: CalendarEvent, facts: readonly LabelledFact[]): Reservation | undefined {
  const flight = FLIGHT.exec(title);
  if (!flight?.[1] || !flight[2] || !/[A-Z]/.test(flight[1])) return undefined;
  const rest = withoutLeadingAirline(title.replace(flight[0], ' '), flight[1]);
  const titled = routeOf(rest);
  const route =
    titled ??
    codePair(rest) ??
    routeToLocation(rest, flight[1], event) ??
    (airlineName(flight[1]) && namesOnlyTheFlight(rest, flight[1])
      ? routeInDescription(event, facts, (end) => Boolean(airport(end)))
      : undefined);
  let from = route && airport(route.from);
  let to = route && airport(route.to);
  // Ends named without codes count only for an airline the airline data knows. A town of several airports (`New
  // York`, `London`) is named as printed where an airline's title prints the designator and both ends (`Flight LH 400
  // Frankfurt - New York`), for a flight the event times; not in a mail client's guess (`… (LH 921)`, decision 067).
  if (route && (!from || !to) && airlineName(flight[1])) {
    const airlineTitle = titled && !event.allDay && !BRACKETED_DESIGNATOR.test(title);
    const town = (end: string) => (airlineTitle ? airportTown(end) : undefined);
    from ??= namedAirport(route.from, event) ?? town(route.from);
    to ??= namedAirport(route.to, event) ?? town(route.to);
  }
  if (!from || !to || (from.iataCode ?? from.name) === (to.iataCode ?? to.name)) return undefined;
  const airlineNamed = airportNamed(from, flight[1], event.location);
  const trip: JsonLdObject = {
    '@type': 'Flight',
    flightNumber: flight[2],
    airline: { '@type': 'Airline', iataCode: flight[1], ...(airlineNamed ? { name: airlineNamed } : {}) },
    departureAirport: from,
    arrivalAirport: to,
  };
  timed(trip, event);
  return reservation('FlightReservation', trip);
}

/** A word for a bus or coach opening a title (`Bus`, `Fernbus`, `Autocar`), or an operator's name run together with one. */
const BUS_WORD = new RegExp(`^\\s*(?:${BUS_WORDS}|coach)(?![\\p{L}])`, 'iu');
const BUS_BRAND = /^\s*(\p{Lu}\p{Ll}+Bus)(?![\p{L}])/u;
/** After the bus's word or brand: its line or service number (`N 123`, `042`, `Line 5`), if it gives one. */
const BUS_NUMBER =
  /^\s*(?:(?:line|linie|ligne|línea|linea|no\.?|nr\.?|n°)\s*)?([A-Z]{0,3}\s?\d{1,5}[A-Z]?)(?=$|[\s:,])/u;

/**
 * `FlixBus 042 Berlin ZOB → Hamburg ZOB`, `Bus N 123 from Berlin to Hamburg`, `Coach to London Victoria`'s like with
 * both ends: a title opening on a bus's word or an operator's name run together with `Bus`, perhaps its number, then
 * a route between two places the data knows (stations, bus stations, airports, towns).
 */
function busJourney(title: string, event: CalendarEvent): Reservation | undefined {
  const brand = BUS_BRAND.exec(title)?.[1];
  if (!brand && !BUS_WORD.test(title)) return undefined;
  let rest = title.replace(/^\s*\p{L}+/u, '');
  const numbered = BUS_NUMBER.exec(rest);
  if (numbered) rest = rest.slice(numbered[0].length);
  const route = routeOf(rest);
  if (!route || !knownPlace(route.from) || !knownPlace(route.to) || route.from === route.to) return undefined;
  const trip: JsonLdObject = {
    '@type': 'BusTrip',
    ...(brand ? { busName: brand } : {}),
    ...(numbered?.[1] ? { busNumber: numbered[1].replace(/\s+/g, ' ') } : {}),
    departureBusStop: { '@type': 'BusStation', name: route.from },
    arrivalBusStop: { '@type': 'BusStation', name: route.to },
  };
  timed(trip, event);
  return reservation('BusReservation', trip);
}

/** A word for a flight or a train standing alone in a title ("Ihr Flug nach Mallorca"). */
const VEHICLE_WORD = new RegExp(`(?:^|[\\s(])(?:${TRAIN_WORDS}|${FLIGHT_WORDS})(?=$|[\\s:,)])`, 'iu');

/**
 * A title that names a train or a flight of a known airline and a route, or speaks of a flight or train: a journey,
 * read or not, never a show.
 */
/**
 * A title as words: without the pictures that open it (`🚆 ICE 1005 …`, `🛫 Lufthansa FCO …`) and without the
 * selectors that make a sign a picture (`➡️`), its white space folded.
 */
function plainTitle(summary: string | undefined): string | undefined {
  return summary
    ?.replace(/^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\s)+/u, '')
    .replace(/\uFE0F/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function namesJourney(summary: string | undefined): boolean {
  const title = plainTitle(summary) ?? '';
  if (VEHICLE_WORD.test(title)) return true;
  const train = TRAIN.exec(title);
  if (train?.[1] && routeOf(title.replace(train[1], ' '))) return true;
  if (TRAIN_WORD_NUMBER.test(title) && routeOf(title.replace(TRAIN_WORD_NUMBER, ''))) return true;
  const flight = FLIGHT.exec(title);
  return Boolean(flight?.[1] && airlineName(flight[1]) && routeOf(title.replace(flight[0], ' ')));
}

/**
 * A flight or train given in labelled lines of the description, one of each (`Flight: TP 1351`, `From: London
 * Heathrow (LHR)`, `To: Lisbon (LIS)`), in any language of the labels table: the airline and airports must be
 * known, or both stations; the event times it.
 */
function describedJourney(event: CalendarEvent, facts: readonly LabelledFact[]): Reservation | undefined {
  const only = (fact: LabelledFact['fact']) => {
    const found = facts.filter((f) => f.fact === fact);
    return found.length === 1 ? found[0]?.value.trim() : undefined;
  };
  const flight = only('flight');
  const train = only('train');
  const from = only('depart');
  const to = only('arrive');
  if (!from || !to || Boolean(flight) === Boolean(train)) return undefined;
  if (flight) {
    const designator = /^([A-Z0-9]{2})\s?(\d{1,4})$/.exec(flight);
    const departure = airportIn(from);
    const arrival = airportIn(to);
    if (!designator?.[1] || !designator[2] || !/[A-Z]/.test(designator[1]) || !airlineName(designator[1])) {
      return undefined;
    }
    if (!departure || !arrival || departure.iataCode === arrival.iataCode) return undefined;
    const trip: JsonLdObject = {
      '@type': 'Flight',
      flightNumber: String(Number(designator[2])),
      airline: { '@type': 'Airline', iataCode: designator[1] },
      departureAirport: { '@type': 'Airport', ...departure },
      arrivalAirport: { '@type': 'Airport', ...arrival },
    };
    timed(trip, event);
    return reservation('FlightReservation', trip);
  }
  // A train whose number is certain may end at a station the data does not know, named as printed.
  const certain = CERTAIN_NUMBER.test(train ?? '');
  const departure = certain ? stationNamed(from) : stationIn(from);
  const arrival = certain ? stationNamed(to) : stationIn(to);
  if (!train || !/\d/.test(train) || train.length > 24 || !departure || !arrival || departure === arrival) {
    return undefined;
  }
  return trainTrip(train.replace(/\s+/g, ' '), { from: departure, to: arrival }, event);
}

/** A place a sentence names: capitalised words (`Westport`, `Palmerston North`, `Nelson (NZ)`). */
const SENTENCE_PLACE = "\\p{Lu}[\\p{L}'’.()-]*(?: \\p{Lu}[\\p{L}'’.()-]*){0,4}";
const SENTENCE_CLOCK = '(\\d{1,2}[:.]\\d{2})(?:\\s*([AaPp])\\.?[Mm]\\.?)?';
/**
 * `This route departs Westport on 30/Jul/2018 09:25 and arrives at Wellington at 10:15`, `Departing from Chorley at
 * 07:35.` over `Arriving into London Euston at 10:09.`: where a ride leaves and arrives, each with its clock, a day
 * maybe between, in one sentence or in two that follow each other.
 */
const DEPARTS_ARRIVES = new RegExp(
  `\\b(?:[Dd]eparts|[Ll]eaves|[Dd]eparting|[Ll]eaving)\\s+(?:from\\s+)?(${SENTENCE_PLACE})\\s+(?:on\\s+[^.\\n]{1,30}?\\s+)?(?:at\\s+)?${SENTENCE_CLOCK}[^.\\n]{0,20}?(?:\\.\\s+)?\\b(?:[Aa]rrives|[Aa]rriving|[Ll]ands|[Ll]anding)\\s+(?:at|in|into)\\s+(${SENTENCE_PLACE})\\s+(?:on\\s+[^.\\n]{1,30}?\\s+)?at\\s+${SENTENCE_CLOCK}`,
  'u',
);

/** `09:25`, `9.25 pm` → minutes of the day. */
function minutesOf(clock: string | undefined, meridiem: string | undefined): number | undefined {
  const [hours, minutes] = (clock ?? '').split(/[:.]/).map(Number);
  if (hours === undefined || minutes === undefined || hours > 23 || minutes > 59) return undefined;
  const half = meridiem?.toLowerCase();
  return ((half === 'p' && hours < 12 ? hours + 12 : half === 'a' && hours === 12 ? 0 : hours) % 24) * 60 + minutes;
}

function minutesOfEvent(time: { local: string } | undefined): number | undefined {
  const clock = time?.local.slice(11, 16);
  return clock ? minutesOf(clock, undefined) : undefined;
}

/** Words an airline's name ends in (`Sounds Air`, `Air Chathams`' first word aside): no travel agency's. */
const AIRLINE_NAME = /^(?:\p{Lu}[\p{L}&'-]*\s+){0,3}(?:Air|Airlines?|Airways|Aviation|Airline)$/u;

/** A flight's word standing alone in a part of a title, and in a title before a colon or comma. */
const FLIGHT_WORD_PART = new RegExp(`(?:^|\\s)(?:${FLIGHT_WORDS})(?=$|\\s)`, 'iu');
const FLIGHT_WORD_IN_TITLE = new RegExp(`(?:^|\\s)(?:${FLIGHT_WORDS})(?=$|[\\s:,])`, 'iu');

/** The airline a title names beside the flight's word (`Sounds Air - Flight Reminder`): known, or named as one. */
function titleAirline(title: string): string | undefined {
  const parts = title.split(/\s+[-–—|:]\s+|:\s+/).map((p) => p.trim());
  const others = parts.filter((p) => !FLIGHT_WORD_PART.test(p));
  if (parts.length !== 2 || others.length !== 1 || !others[0]) return undefined;
  const name = others[0];
  return airlineByName(name) || AIRLINE_NAME.test(name) ? name : undefined;
}

/**
 * Whether a flight named by its towns alone (`Westport`, `Wellington`) can be placed: exactly one pair of scheduled
 * airports, one in each town as the airport data names it, lies in one country. Towns share names across the world
 * (there are Westports in Ireland, the United States and New Zealand); a domestic flight between them settles which,
 * as post-processing does when it fills the airports in.
 */
function townsWithOneAirportPair(from: string, to: string): boolean {
  const pairs = scheduledAirportsOfCity(from).flatMap((a) =>
    scheduledAirportsOfCity(to).filter((b) => a.country && b.country === a.country && b.iata !== a.iata),
  );
  return pairs.length === 1;
}

/**
 * A flight an event's title speaks of without its number (`Sounds Air - Flight Reminder`), its description saying
 * where it departs and arrives at the very clocks the event starts and ends, between two towns with one pair of
 * airports in one country: the airports named as printed, the airline as the title names it when that is an
 * airline's name.
 */
function sentenceFlight(title: string, event: CalendarEvent): Reservation | undefined {
  if (event.allDay || !event.start || !event.end) return undefined;
  if (!FLIGHT_WORD_IN_TITLE.test(title) || FLIGHT.test(title)) {
    return undefined;
  }
  const said = DEPARTS_ARRIVES.exec((event.description ?? '').replace(/[ \t]+/g, ' '));
  const from = said?.[1]?.trim();
  const to = said?.[4]?.trim();
  if (!said || !from || !to || from === to) return undefined;
  const departs = minutesOf(said[2], said[3]);
  const arrives = minutesOf(said[5], said[6]);
  if (departs === undefined || departs !== minutesOfEvent(event.start)) return undefined;
  if (arrives === undefined || arrives !== minutesOfEvent(event.end)) return undefined;
  if (!townsWithOneAirportPair(from, to)) return undefined;
  const airline = titleAirline(title);
  const trip: JsonLdObject = {
    '@type': 'Flight',
    ...(airline ? { airline: { '@type': 'Airline', name: airline } } : {}),
    departureAirport: { '@type': 'Airport', name: from },
    arrivalAirport: { '@type': 'Airport', name: to },
  };
  timed(trip, event);
  const found = reservation('FlightReservation', trip);
  const reference = referenceInSentence(event.description ?? '');
  if (reference) found.reservationNumber = reference;
  return found;
}

const DEPARTURE_WORD = /[Dd]epart|[Ll]eav/;

/** The clock of an event's time where a station lies: a calendar's instant (UTC) read in the station's zone. */
function minutesAt(time: EventTime, zone: string): { minutes: number; day: string } | undefined {
  if (time.zone || !time.instant || time.instant === time.local) {
    const minutes = minutesOfEvent(time);
    return minutes === undefined ? undefined : { minutes, day: time.local.slice(0, 10) };
  }
  const there = DateTime.fromISO(time.instant, { setZone: true }).setZone(zone);
  const day = there.isValid ? there.toISODate() : null;
  return day ? { minutes: there.hour * 60 + there.minute, day } : undefined;
}

/**
 * A train an event's description speaks of in sentences (`Departing from Chorley at 07:35.` / `Arriving into London
 * Euston at 10:09.`, as British train operators' calendar entries read), whatever the title: both ends stations the
 * data knows, a ride of the railway's (a word for it, a link of the railway's, or a booked ride between stations one
 * named in full) and no other vehicle spoken of, the printed clocks being the event's own where each station lies.
 */
function sentenceTrain(title: string, event: CalendarEvent): Reservation | undefined {
  const { start, end } = event;
  if (event.allDay || !start || !end) return undefined;
  const description = event.description ?? '';
  // Most descriptions speak of no departure: the sentence is looked for only in those that do.
  if (!DEPARTURE_WORD.test(description)) return undefined;
  const said = DEPARTS_ARRIVES.exec(description.replace(/[ \t]+/g, ' '));
  const from = said?.[1]?.trim();
  const to = said?.[4]?.trim();
  if (!said || !from || !to || from === to || OTHER_VEHICLE.test(`${title} ${description}`)) return undefined;
  const departure = findStationByName(from);
  const arrival = findStationByName(to);
  if (!departure || !arrival || departure.name === arrival.name) return undefined;
  const route = { from, to };
  if (!RAIL_WORD.test(`${title} ${description}`) && !railwayLink(event) && !bookedRide(route, event)) return undefined;
  const leaves = minutesAt(start, departure.timeZone);
  const arrives = minutesAt(end, arrival.timeZone);
  if (!leaves || leaves.minutes !== minutesOf(said[2], said[3])) return undefined;
  if (!arrives || arrives.minutes !== minutesOf(said[5], said[6])) return undefined;
  const found = trainTrip(undefined, route, event);
  const trip = found.reservationFor as JsonLdObject;
  trip.departureDay = leaves.day;
  const reference = referenceInSentence(description);
  if (reference) found.reservationNumber = reference;
  return found;
}

/** Second-level names under which a country registers its companies' domains (`co.uk`, `com.au`). */
const SECOND_LEVEL = /^(?:co|com|ac|org|net|gov)$/;

/**
 * The airline whose domain minted an event's UID (`abcdefg@swiss.com`, `…@lufthansa.co.uk`): the event comes from a
 * calendar file of the airline's own. A name shorter than four letters is too often another word's.
 */
function uidAirline(uid: string | undefined): string | undefined {
  const at = uid?.lastIndexOf('@') ?? -1;
  if (!uid || at < 0) return undefined;
  const labels = uid
    .slice(at + 1)
    .toLowerCase()
    .split('.')
    .filter(Boolean);
  labels.pop();
  if (labels.length > 1 && SECOND_LEVEL.test(labels.at(-1) ?? '')) labels.pop();
  const name = labels.at(-1);
  return name && name.length >= 4 ? airlineByName(name) : undefined;
}

/** The one scheduled airport of a town (`Zurich`, `Hamburg`); none where a town has several or none. */
function townAirport(town: string): string | undefined {
  const found = scheduledAirportsOfCity(town);
  return found.length === 1 ? found[0]?.iata : undefined;
}

/**
 * `Flug nach Hamburg` at `Zurich` in an airline's own calendar file (its UID minted by the airline's domain): a flight
 * titled by where it goes, from the event's LOCATION, between two towns with one scheduled airport each, timed by the
 * event; the airports named as printed. The same title in one's own calendar books nothing that can be told.
 */
function townFlight(title: string, event: CalendarEvent): Reservation | undefined {
  const to = FLIGHT_TO.exec(title)?.[1]?.trim();
  const from = event.location?.replace(/\s+/g, ' ').trim();
  if (!to || !from || from.length > 60 || event.allDay || !event.start || !event.end) return undefined;
  if (FLIGHT.test(title) || !uidAirline(event.uid)) return undefined;
  const departure = townAirport(from);
  const arrival = townAirport(to);
  if (!departure || !arrival || departure === arrival) return undefined;
  const trip: JsonLdObject = {
    '@type': 'Flight',
    departureAirport: { '@type': 'Airport', name: from },
    arrivalAirport: { '@type': 'Airport', name: to },
  };
  timed(trip, event);
  return reservation('FlightReservation', trip);
}

/**
 * A title announcing check-in for a journey (`Check-in für Flug KL1887 … ist jetzt geöffnet`, `Online check-in open:
 * LH 400`), its boarding (`Boarding: LH 400 FRA → JFK`) or a reminder of it (`Reminder: ICE 597 … departs tomorrow`):
 * timed when that comes, never the journey itself. A boarding pass's title (`Boarding pass LH 400`) is no reminder.
 */
const CHECK_IN_TITLE =
  /^\s*(?:(?:online[\s-]*)?(?:check[\s-]?in|einchecken|enregistrement|facturación|registrazione|inchecken|incheckning|odprawa)|(?:boarding|einsteigen|embarquement|embarque|imbarco|instappen)(?!\s*(?:pass|karte|card))|reminder|erinnerung|rappel|recordatorio|promemoria|herinnering)(?![\p{L}])/iu;

/**
 * The flight or train a title names by its designator or category and number (`KL1887`, `ICE 1005`), as a key two
 * events of one calendar can be compared by; undefined when it names none.
 */
export function journeyKey(summary: string | undefined): string | undefined {
  const title = summary?.replace(/\s+/g, ' ').trim() ?? '';
  const flight = FLIGHT.exec(title);
  if (flight?.[1] && flight[2] && /[A-Z]/.test(flight[1]) && airlineName(flight[1])) {
    return `${flight[1]}${Number(flight[2])}`;
  }
  const train = TRAIN.exec(title)?.[1];
  return train ? train.replace(/\s+/g, '').toUpperCase() : undefined;
}

/** A code in square brackets closing a title (`Cambridge → London Kings Cross [431902615761]`): no part of the route. */
const BRACKETED_CODE = /\s*\[([A-Z0-9][A-Z0-9-]{3,19})\]$/u;

/** A train or flight named in the event's title, timed by the event; undefined when the title names no journey. */
export function summaryJourney(event: CalendarEvent): Reservation | undefined {
  const summary = plainTitle(event.summary);
  const bracketed = summary ? BRACKETED_CODE.exec(summary) : null;
  const title = bracketed ? summary?.slice(0, bracketed.index) : summary;
  if (!title || title.length > 160 || !event.start || CHECK_IN_TITLE.test(title)) return undefined;
  const facts = readFacts(event.description ?? '');
  const journey =
    trainJourney(title, event, facts) ??
    numberedTrainJourney(title, event) ??
    flightJourney(title, event, facts) ??
    describedTrainJourney(title, event, facts) ??
    destinationTrainJourney(title, event) ??
    busJourney(title, event) ??
    describedJourney(event, facts) ??
    sentenceFlight(title, event) ??
    sentenceTrain(title, event) ??
    townFlight(title, event);
  // The title's bracketed code is the booking's when the description names it too.
  const repeated = bracketed?.[1] && event.description?.includes(bracketed[1]) ? bracketed[1] : undefined;
  // … else the one a sentence of the description names (`Your booking reference is K8M2QPL.`).
  const reference = journey
    ? ((facts.length > 0 ? referenceOf(facts) : undefined) ?? repeated ?? referenceInSentence(event.description ?? ''))
    : undefined;
  if (journey && reference) journey.reservationNumber = reference;
  const seat = journey ? seatOf(facts, journey['@type'] === 'TrainReservation') : undefined;
  if (journey && seat) journey.reservedTicket = seat;
  // The one traveller the description labels (`Passenger: Jane Smith`) is the journey's.
  const people = journey && facts.length > 0 ? peopleOf(facts) : [];
  if (journey && people.length === 1) journey.underName = people[0];
  return journey;
}

/**
 * The one seat the description labels (`Platz 61`, `Seat 41`), with the one coach when it is a train's (`Wagen 5`,
 * `Coach 5`), as the ticket's seat.
 */
function seatOf(facts: readonly LabelledFact[], train: boolean): JsonLdObject | undefined {
  const one = (fact: LabelledFact['fact']) => {
    const found = facts.filter((f) => f.fact === fact);
    return found.length === 1 ? found[0]?.value.trim() : undefined;
  };
  const seat = one('seat');
  const coach = train ? one('coach') : undefined;
  if (!seat || seat.length > 6 || !/\d/.test(seat)) return undefined;
  const section = coach && coach.length <= 6 && /\d/.test(coach) ? { seatSection: coach } : {};
  return { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: seat, ...section } };
}
