import { factOfLabel } from '../../extractors/generic/labelled-facts.js';
import type { Fact } from '../../extractors/generic/labels.js';

/**
 * What the visible fields of a wallet pass mean, told by their keys and labels. Issuers choose both freely, so
 * each meaning lists the words for it in the languages of travel; a field whose key matches wins over one whose
 * label does (keys are the issuer's own names, labels are translated). Adding a word here is all it takes to read
 * one more issuer's fields.
 */
export const FIELD_MEANINGS = {
  origin:
    /^(?:origin|from|depart(?:ure)?(?:[-_ ]?(?:airport|station|city|stop))?|von|ab|de|desde|da|van|z|origen|origine)$/i,
  destination:
    /^(?:destination|to|arriv(?:al|e)(?:[-_ ]?(?:airport|station|city|stop))?|nach|an|à|a|hacia|naar|do|destino|destinazione)$/i,
  flight: /^(?:flight|flight[-_ ]?(?:no|number|nr)|flug|flugnummer|vol|n° de vol|vuelo|volo|vlucht|lot)$/i,
  /** A seat: `Seat`, `Sitzplatz`, `Platz`, `Siège`, `Place`, `Asiento`, `Posto`, `Stoel`, `Zitplaats`, `Miejsce`. */
  seat: /^(?:seat(?:[-_ ]?(?:no|number|nr))?|sitz(?:platz)?|platz|siège|place|asiento|plaza|posto|stoel|zitplaats|miejsce)$/i,
  /** A departure gate: `Gate`, `Porte`, `Puerta`, `Uscita`, `Portão`, `Wyjście`. */
  gate: /^(?:gate|porte|puerta|uscita|portão|wyjście)$/i,
  /** A train's coach: `Coach`, `Car`, `Wagen`, `Voiture`, `Coche`, `Carrozza`, `Rijtuig`, `Wagon`. */
  coach: /^(?:coach|car|wagen|voiture|coche|carrozza|rijtuig|wagon|vagón|vagone)$/i,
  /** The passenger's check-in sequence on a boarding pass: `Sequence number`, `Seq`, `Seq. no`, `Check-in sequence`. */
  sequence:
    /^(?:seq|sequence|(?:check[-_ ]?in[-_ ]?|boarding[-_ ]?)?seq(?:uence)?[-_ ]?(?:number|no|nr|num))$|^check[-_ ]?in[-_ ]?sequence$/i,
  /** A travel or event day: `Date`, `Datum`, `Fecha`, `Data`, `Reisedatum`, `Travel date`. */
  day: /^(?:(?:travel|departure|flight|event|show)?[-_ ]?date|datum|reisedatum|abfahrtsdatum|date de départ|fecha|data|día|giorno|dag)$/i,
  /**
   * A clock of the day: `Time`, `Departure time`, `Departs`, `Uhrzeit`, `Heure`, `Hora`, `Ora partenza`, `Vertrektijd`,
   * `Doors`, `Einlass`, `Beginn`.
   */
  clock:
    /^(?:(?:departure|dep|start|show|event)?[-_ ]?time|showtime|uhrzeit|abfahrt(?:szeit)?|abflug(?:szeit)?|depart(?:s|ure)?|heure(?: de départ)?|hora(?: de salida)?|ora(?: (?:di )?partenza)?|orario(?: (?:di )?partenza)?|tijd|vertrek(?:tijd)?|doors|einlass|beginn|start|début)$/i,
  eventName:
    /^(?:event|event[-_ ]?name|movie|film|show|concert|match|game|performance|exhibition|veranstaltung|vorstellung|ausstellung|spectacle|exposition|evento|evenement|exposición|mostra|tentoonstelling|wydarzenie)$/i,
  venue:
    /^(?:venue|location|place|where|ort|veranstaltungsort|lieu|salle|lugar|recinto|luogo|locatie|stadium|arena|theatre|theater|cinema|kino)$/i,
  bookingReference:
    /^(?:booking|buchung|reservation|reservierung|confirmation|réservation|reserva|prenotazione|pnr|order|bestellung|auftrags?)(?:[-_ ]?(?:nr|no|number|num|nummer|code|id|ref(?:erence)?))?$|^(?:ticket[-_ ]?code|booking[-_ ]?ref(?:erence)?|record[-_ ]?locator|buchungs(?:code|nummer)|auftragsnummer|reservierungsnummer|numéro de réservation|référence|localizador|codice prenotazione|boekingsnummer|kod rezerwacji)$/i,
  /** The ticket's holder: `Ticket holder`, `Karteninhaber`, `Titulaire`, `Titular`, `Intestatario`, `Houder`. */
  holder:
    /^(?:(?:ticket|card)?[-_ ]?holder|ticketholder|(?:karten|ticket)?inhaber(?:in)?|titulaire|titular|intestatario|titolare|houder|(?:ticket|kaart)houder)$/i,
  /**
   * A field giving an address: `Address`, `Address / Venue`, `Adresse`, `Anschrift`, `Dirección`, `Indirizzo`,
   * `Adres`.
   */
  address:
    /^(?:(?:venue|event|location)[-_ ]?)?(?:address|adresse|anschrift|dirección|direccion|indirizzo|adres)(?:\s*\/\s*(?:venue|location|ort|lieu|lugar|luogo|locatie))?$/i,
  /** The ticket's tariff: `Tarif`, `Fare`, `Ticket type`, `Ticketart`, `Tarifa`, `Tariffa`, `Type de billet`. */
  tariff:
    /^(?:tarif|tariff|fare|rate|ticket[-_ ]?type|ticketart|ticketkategorie|tarifa|tariffa|type de billet|tipo de billete|tipo di biglietto|kaartsoort|tickettype)$/i,
  /** What the ticket cost: `Price`, `Preis`, `Prix`, `Precio`, `Prezzo`, `Prijs`, `Total`. */
  price:
    /^(?:(?:ticket|total)?[-_ ]?price|total|preis|ticketpreis|gesamtpreis|prix|precio|importe|prezzo|prijs|totaal)$/i,
  /** The first day an open ticket may be used: `Valid from`, `Gültig ab`, `Valable à partir du`, `Válido desde`. */
  validFrom:
    /^(?:valid[-_ ]?from|validity[-_ ]?start|gültig ab|gültig von|valable (?:à partir )?du|valable dès(?: le)?|válido desde|valido dal|geldig vanaf)$/i,
  /** The last day an open ticket may be used: `Valid until`, `Gültig bis`, `Expires`, `Valable jusqu'au`, `Geldig tot`. */
  validUntil:
    /^(?:valid[-_ ]?(?:until|till|to|through)|validity|expiry|expiry[-_ ]?date|expires|expiration(?:[-_ ]?date)?|gültig bis|ablaufdatum|valable jusqu'(?:au|à)|válido hasta|valido fino al|geldig tot(?: en met)?)$/i,
  /** A day that is not the day of travel: when the ticket was bought or issued, until when it is valid. */
  notTravelDay:
    /gekauft|kauf|purchase|bought|issued|ausgestellt|gültig|valid|expir|ablauf|erzeugt|created|émis|achat|compra|emisi|acquist|emess|gekocht|geldig/i,
} as const;

export type FieldMeaning = keyof typeof FIELD_MEANINGS;

/** `Ticket-Code:` and `ORIGIN ` read as `ticket-code` and `origin`. */
export function normaliseLabel(text: string): string {
  return text
    .trim()
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ');
}

/** Whether a field's key or label carries the meaning. */
export function meansKey(key: string, meaning: FieldMeaning): boolean {
  return FIELD_MEANINGS[meaning].test(normaliseLabel(key));
}

/**
 * The facts of the labelled-mail reader's language tables that a field's meaning shares: a label those tables know
 * ("Bokningsnummer", "Numer rezerwacji", "Lieu") means the same on a pass as in a mail.
 */
const SHARED_FACTS: Partial<Record<FieldMeaning, Fact>> = {
  bookingReference: 'reference',
  eventName: 'event',
  venue: 'venue',
  day: 'date',
  clock: 'time',
};

export function meansLabel(label: string, meaning: FieldMeaning): boolean {
  const normalised = normaliseLabel(label);
  if (FIELD_MEANINGS[meaning].test(normalised)) return true;
  const shared = SHARED_FACTS[meaning];
  return shared !== undefined && factOfLabel(normalised) === shared;
}
