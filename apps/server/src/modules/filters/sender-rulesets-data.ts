import type { FILTER_RULESET_TYPES } from '@tripline/contracts';

export type RulesetType = keyof typeof FILTER_RULESET_TYPES;

export interface RulesetSeed {
  example: string;
  /** Day the ruleset last changed, YYYY-MM-DD. */
  modified: string;
  /** Sender domain → day it joined the ruleset. Subdomains match too. */
  domains: Record<string, string>;
}

const d = (day: string, names: string[]): Record<string, string> => Object.fromEntries(names.map((n) => [n, day]));

/** Sender domains of major travel providers, by ruleset type. */
export const SENDER_RULESETS: Record<RulesetType, RulesetSeed> = {
  air: {
    example: 'no-reply@lufthansa.com',
    modified: '2026-09-01',
    domains: {
      ...d('2026-01-15', [
        'lufthansa.com',
        'ba.com',
        'britishairways.com',
        'airfrance.fr',
        'airfrance.com',
        'klm.com',
        'united.com',
        'delta.com',
        'aa.com',
        'emirates.com',
        'qatarairways.com',
        'swiss.com',
        'austrian.com',
        'iberia.com',
        'ryanair.com',
        'easyjet.com',
        'aircanada.ca',
        'jetblue.com',
        'alaskaair.com',
        'singaporeair.com',
      ]),
      ...d('2026-09-01', ['virginatlantic.com', 'norwegian.com', 'turkishairlines.com', 'qantas.com.au']),
    },
  },
  hotel: {
    example: 'reservations@marriott.com',
    modified: '2026-06-10',
    domains: {
      ...d('2026-01-15', [
        'marriott.com',
        'hilton.com',
        'ihg.com',
        'hyatt.com',
        'accor.com',
        'all.accor.com',
        'wyndham.com',
        'choicehotels.com',
        'bestwestern.com',
        'radissonhotels.com',
        'premierinn.com',
        'fourseasons.com',
      ]),
      ...d('2026-06-10', ['melia.com', 'nh-hotels.com', 'scandichotels.com']),
    },
  },
  car: {
    example: 'reservations@hertz.com',
    modified: '2026-01-15',
    domains: d('2026-01-15', [
      'hertz.com',
      'avis.com',
      'budget.com',
      'enterprise.com',
      'nationalcar.com',
      'alamo.com',
      'sixt.com',
      'europcar.com',
      'thrifty.com',
      'dollar.com',
      'rentalcars.com',
    ]),
  },
  rail: {
    example: 'buchungsbestaetigung@bahn.de',
    modified: '2026-03-20',
    domains: {
      ...d('2026-01-15', [
        'bahn.de',
        'sncf.com',
        'sncf-connect.com',
        'eurostar.com',
        'trenitalia.com',
        'renfe.com',
        'oebb.at',
        'sbb.ch',
        'amtrak.com',
        'thetrainline.com',
        'viarail.ca',
      ]),
      ...d('2026-03-20', ['italotreno.it', 'ns.nl']),
    },
  },
  ota: {
    example: 'customer.service@booking.com',
    modified: '2026-01-15',
    domains: d('2026-01-15', [
      'booking.com',
      'expedia.com',
      'hotels.com',
      'priceline.com',
      'trip.com',
      'edreams.com',
      'opodo.com',
      'kiwi.com',
      'agoda.com',
      'orbitz.com',
      'travelocity.com',
      'airbnb.com',
      'kayak.com',
    ]),
  },
  tmc: {
    example: 'itinerary@amexgbt.com',
    modified: '2026-05-02',
    domains: {
      ...d('2026-01-15', [
        'amexgbt.com',
        'cwt.com',
        'mycwt.com',
        'bcdtravel.com',
        'fcmtravel.com',
        'egencia.com',
        'navan.com',
        'travelperk.com',
        'concur.com',
        'flightcentre.com',
        'atpi.com',
      ]),
      ...d('2026-05-02', ['corporatetraveller.com', 'ctmtravel.com']),
    },
  },
  transportation: {
    example: 'noreply@uber.com',
    modified: '2026-01-15',
    domains: d('2026-01-15', [
      'uber.com',
      'lyft.com',
      'bolt.eu',
      'freenow.com',
      'flixbus.com',
      'greyhound.com',
      'blablacar.com',
      'gotogate.com',
      'megabus.com',
      'addisonlee.com',
    ]),
  },
  activity: {
    example: 'reservations@opentable.com',
    modified: '2026-01-15',
    domains: d('2026-01-15', [
      'opentable.com',
      'getyourguide.com',
      'viator.com',
      'tripadvisor.com',
      'klook.com',
      'eventbrite.com',
      'ticketmaster.com',
      'resy.com',
      'musement.com',
      'tiqets.com',
    ]),
  },
};
