import { isManagedBooking, SPEND_DIVISOR } from '@tripline/contracts';
import type { ExportSegment } from './segment-export.repository.js';

export type Cell = string | number | null;

interface ExportColumn {
  header: string;
  /** Width in characters in the spreadsheet. */
  width: number;
  value: (segment: ExportSegment) => Cell;
}

/** "Berlin Tegel, Berlin, DE": the parts of a place that are known, each once. */
function placeOf(name: string | null, city: string | null, country: string | null): string | null {
  let place = name || '';
  if (city && city !== name) place = place ? `${place}, ${city}` : city;
  if (country && country !== name && country !== city) place = place ? `${place}, ${country}` : country;
  return place || null;
}

/** The local date-time as written in the booking ("2026-03-02 08:05"), beside its own zone column. */
const localTime = (value: string | null) => (value ? value.replace('T', ' ').slice(0, 16) : null);

/** One row per segment: who, what, when (local, with its zone, and UTC), where, booking and price. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Traveler', width: 24, value: (s) => s.travelerName ?? s.travelerEmail },
  { header: 'Traveler email', width: 30, value: (s) => s.travelerEmail },
  { header: 'Type', width: 14, value: (s) => s.type },
  { header: 'Kind', width: 10, value: (s) => s.subType },
  { header: 'Provider', width: 24, value: (s) => s.provider },
  { header: 'Start', width: 17, value: (s) => localTime(s.startDateTime) },
  { header: 'Start time zone', width: 20, value: (s) => s.startTimeZone },
  { header: 'End', width: 17, value: (s) => localTime(s.endDateTime) },
  { header: 'End time zone', width: 20, value: (s) => s.endTimeZone },
  { header: 'Start (UTC)', width: 21, value: (s) => s.startUtc },
  { header: 'From', width: 30, value: (s) => placeOf(s.startName, s.startCity, s.startCountry) },
  { header: 'To', width: 30, value: (s) => placeOf(s.endName, s.endCity, s.endCountry) },
  { header: 'Confirmation', width: 14, value: (s) => s.confirmationNumber },
  { header: 'Number', width: 10, value: (s) => s.number },
  { header: 'Price', width: 12, value: (s) => (s.priceCents == null ? null : s.priceCents / SPEND_DIVISOR) },
  { header: 'Currency', width: 9, value: (s) => s.currency },
  {
    header: 'Booking source',
    width: 15,
    value: (s) => (isManagedBooking(s.sourceClassification) ? 'Managed' : 'Unmanaged'),
  },
  { header: 'Classification', width: 14, value: (s) => s.sourceClassification },
  { header: 'Status', width: 11, value: (s) => s.status },
];

export const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

export function exportCells(segment: ExportSegment): Cell[] {
  return EXPORT_COLUMNS.map((column) => column.value(segment));
}

/**
 * Text that a spreadsheet would read as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe in the CSV: providers and places come from emails anyone may send. The .xlsx needs none, its cells
 * are typed as text.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
