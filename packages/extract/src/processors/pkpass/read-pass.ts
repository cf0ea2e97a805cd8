import { DateTime } from 'luxon';
import { type SlashOrder, slashOrderShown } from '../../extractors/generic/date-time.js';
import { labelsWriteDayFirst } from '../../extractors/generic/labelled-facts.js';
import { isObject } from '../../postprocess/json-ld.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import { FIELD_MEANINGS, type FieldMeaning, meansKey, meansLabel } from './field-labels.js';
import { PASS_STYLES, type PassStyle } from './pass-json.js';
import { readTextDate, readTextDayRange } from './pass-times.js';

const SECTIONS = ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'] as const;
export type PassSection = 'header' | 'primary' | 'secondary' | 'auxiliary' | 'back';

/** One field of the pass, translated, its value as text. */
export interface PassField {
  key: string;
  label: string;
  value: string;
  section: PassSection;
  /** A date field's value: ISO 8601 with offset, or local (no offset) when the pass or the text gives none. */
  time?: string;
  /** A value that is a day written as text, without a clock (`2024-07-03`, `3 Jul 2024`). */
  day?: string;
  /** The last day of a value that is a span of days (`11.07.2025 - 12.07.2025`), whose first is `day`. */
  endDay?: string;
}

/** What the pass's barcode holds. */
export interface PassBarcode {
  message: string;
  /** PassKit's name: `PKBarcodeFormatAztec`, `PKBarcodeFormatPDF417`, `PKBarcodeFormatQR`, … */
  format: string;
}

/** The parts of a pass.json the mapping uses. */
export interface Pass {
  style: PassStyle;
  transitType?: string;
  fields: PassField[];
  barcode?: PassBarcode;
  relevantDate?: string;
  organizationName?: string;
  description?: string;
  passTypeIdentifier?: string;
  serialNumber?: string;
  /** PassKit semantic tags (iOS 12+), as given. */
  semantics: JsonLdObject;
  /** The pass's link for managing the booking, when it has one. */
  managementUrl?: string;
  /** Where the pass becomes relevant (`locations`), those with both coordinates. */
  locations: { latitude: number; longitude: number }[];
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Date fields hold ISO 8601 values (`2024-05-02T09:12+02:00`), whatever the pass shows; one without an offset is
 * a wall-clock time and stays one (the machine's zone must not creep in).
 */
function fieldTime(value: string, ignoresTimeZone: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const local = DateTime.fromISO(value, { zone: 'utc' });
    return local.isValid ? (local.toISO({ suppressMilliseconds: true, includeOffset: false }) ?? undefined) : undefined;
  }
  const parsed = DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid) return undefined;
  const iso = parsed.toISO({ suppressMilliseconds: true, includeOffset: !ignoresTimeZone });
  return iso ?? undefined;
}

function readBarcode(json: Record<string, unknown>): PassBarcode | undefined {
  const candidates = [...(Array.isArray(json.barcodes) ? json.barcodes : []), json.barcode];
  for (const candidate of candidates) {
    if (!isObject(candidate)) continue;
    const message = asText(candidate.message);
    if (message) return { message, format: asText(candidate.format) ?? '' };
  }
  return undefined;
}

/** pass.json sometimes carries trailing commas, which JSON.parse refuses. */
export function parsePassJson(text: string): unknown {
  const clean = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(clean);
  } catch {
    return JSON.parse(clean.replace(/,(\s*[}\]])/g, '$1'));
  }
}

/**
 * The lines of a value written as a block of labelled lines (`KSC-ID: 500123`, `Auftrags-Nr.: 318507`,
 * `Preis: 16,50 EUR`), each a field of its own after the one that holds them. A value with any other line (terms,
 * an address) is prose and yields none.
 */
function labelledLines(field: PassField): PassField[] {
  const lines = field.value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2) return [];
  const parts = lines.map((l) => /^([\p{L}][\p{L}\p{N} .\-/#°]{0,29}?)\s*:\s+(\S.*)$/u.exec(l));
  if (parts.some((p) => !p || (p[1] ?? '').split(' ').length > 4)) return [];
  return parts.map((p) => ({ key: '', label: p?.[1] ?? '', value: p?.[2] ?? '', section: field.section }));
}

/** The fields of a pass's body with a value, section by section, as given. */
function givenFields(
  body: Record<string, unknown>,
): { section: PassSection; field: Record<string, unknown>; given: string }[] {
  return SECTIONS.flatMap((sectionName) => {
    const list = body[sectionName];
    const section = sectionName.replace('Fields', '') as PassSection;
    return (Array.isArray(list) ? list : []).flatMap((field) => {
      const given = isObject(field) ? asText(field.value) : undefined;
      return isObject(field) && given !== undefined ? [{ section, field, given }] : [];
    });
  });
}

/**
 * How a pass writes a slashed day, as mail is read: the order its slashed days show, else day first when its labels
 * (translated) or its language (`language`, its strings table's) are of one that writes the day first.
 */
function passSlashOrder(
  fields: readonly { field: Record<string, unknown>; given: string }[],
  translate: (text: string) => string,
  language: string | undefined,
): SlashOrder | undefined {
  const shown = slashOrderShown(fields.map((f) => translate(f.given)).join('\n'));
  const labels = fields.map((f) => translate(asText(f.field.label) ?? ''));
  return shown ?? (labelsWriteDayFirst(labels, language) ? 'day first' : undefined);
}

/**
 * Reads a parsed pass.json, translating labels and values through the pass's strings table; `language` is that
 * table's (`es` for `es.lproj`), when the pass has one.
 */
export function readPass(json: unknown, strings: Map<string, string>, language?: string): Pass | undefined {
  if (!isObject(json)) return undefined;
  const style = PASS_STYLES.find((s) => isObject(json[s]));
  if (!style) return undefined;
  const body = json[style] as Record<string, unknown>;
  const translate = (text: string) => strings.get(text) ?? text;
  const fields: PassField[] = [];
  const given = givenFields(body);
  const slashOrder = passSlashOrder(given, translate, language);
  for (const { section, field, given: text } of given) {
    // Filler standing for a value taken out (`XXXXXX`, `0000`, `XXXXXXX XXXXXXXXX`) says nothing; its key and
    // label still tell what kind of pass it is.
    const value = /^\s*(?:[Xx]{2,}(?:\s+[Xx]{2,})*|0{2,})\s*$/.test(text) ? '' : text;
    const entry: PassField = {
      key: asText(field.key) ?? '',
      label: translate(asText(field.label) ?? ''),
      value: translate(value),
      section,
    };
    const time = fieldTime(value, field.ignoresTimeZone === true);
    // A span of days is read first: its second day could pass for a clock (`01.08.2025 bis 03.08.2025`).
    const span = time ? undefined : readTextDayRange(entry.value);
    const written = time || span ? undefined : readTextDate(entry.value, slashOrder);
    if (time) entry.time = time;
    else if (span) Object.assign(entry, span);
    else if (written?.clock) entry.time = `${written.day}T${written.clock}:00`;
    else if (written) entry.day = written.day;
    fields.push(entry, ...labelledLines(entry));
  }
  const locations = (Array.isArray(json.locations) ? json.locations : []).flatMap((l) =>
    isObject(l) && typeof l.latitude === 'number' && typeof l.longitude === 'number'
      ? [{ latitude: l.latitude, longitude: l.longitude }]
      : [],
  );
  const pass: Pass = {
    style,
    fields,
    semantics: isObject(json.semantics) ? (json.semantics as JsonLdObject) : {},
    locations,
  };
  const transitType = asText(body.transitType);
  if (transitType) pass.transitType = transitType;
  const barcode = readBarcode(json);
  if (barcode) pass.barcode = barcode;
  const optional = {
    relevantDate: asText(json.relevantDate),
    organizationName: asText(json.organizationName),
    description: asText(json.description),
    passTypeIdentifier: asText(json.passTypeIdentifier),
    serialNumber: asText(json.serialNumber),
    managementUrl: asText(json.managementURL),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) pass[key as keyof typeof optional] = key === 'organizationName' ? translate(value) : value;
  }
  return pass;
}

/** The first field whose key (else label) matches, with a value worth reading. */
export function findField(pass: Pass, pattern: RegExp, sections?: readonly PassSection[]): PassField | undefined {
  const candidates = pass.fields.filter(
    (f) => (!sections || sections.includes(f.section)) && /[\p{L}\p{N}]/u.test(f.value),
  );
  return candidates.find((f) => pattern.test(f.key)) ?? candidates.find((f) => pattern.test(f.label));
}

/** The fields (of the given sections) with a value worth reading whose key has the meaning, then those whose label has it. */
export function fieldsMeaning(pass: Pass, meaning: FieldMeaning, sections?: readonly PassSection[]): PassField[] {
  const candidates = pass.fields.filter(
    (f) => (!sections || sections.includes(f.section)) && /[\p{L}\p{N}]/u.test(f.value),
  );
  const byKey = candidates.filter((f) => meansKey(f.key, meaning));
  return [...byKey, ...candidates.filter((f) => !byKey.includes(f) && meansLabel(f.label, meaning))];
}

/** The first field (of the given sections) whose key, else whose label, has the meaning, with a value worth reading. */
export function findMeaning(
  pass: Pass,
  meaning: FieldMeaning,
  sections?: readonly PassSection[],
): PassField | undefined {
  return fieldsMeaning(pass, meaning, sections)[0];
}

/**
 * When the pass shows a day and a clock in fields of their own (`Date: Dec 31, 2024`, `Time: 11:00 PM`), the
 * local time they make together; a day alone when no clock is shown.
 */
export function dayAndClock(pass: Pass, parseClock: (text: string) => string | undefined): string | undefined {
  const travelDays = pass.fields.filter(
    (f) => f.day && !FIELD_MEANINGS.notTravelDay.test(f.key) && !FIELD_MEANINGS.notTravelDay.test(f.label),
  );
  const dayField =
    travelDays.find((f) => meansKey(f.key, 'day') || meansLabel(f.label, 'day')) ??
    travelDays.find((f) => f.section !== 'back');
  if (!dayField?.day) return undefined;
  const clock = frontClock(
    pass.fields.filter((f) => f.section !== 'back'),
    parseClock,
  );
  return clock ? `${dayField.day}T${clock}:00` : dayField.day;
}

/** The clock of the first of these fields meaning a clock that holds one: a `Departure` key may name the airport. */
function frontClock(front: readonly PassField[], parseClock: (text: string) => string | undefined): string | undefined {
  const clocks = [
    ...front.filter((f) => meansKey(f.key, 'clock')),
    ...front.filter((f) => meansLabel(f.label, 'clock')),
  ];
  return clocks.map((f) => parseClock(f.value)).find(Boolean);
}

/**
 * A pass whose day field gives no year (`7/22`) is dated by its relevant date: that day as written, with the clock
 * of the front's time field, else the day alone.
 */
export function relevantDayAndClock(pass: Pass, parseClock: (text: string) => string | undefined): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})T/.exec(pass.relevantDate ?? '')?.[1];
  if (!day || !DateTime.fromISO(day, { zone: 'utc' }).isValid) return undefined;
  const clock = frontClock(
    pass.fields.filter((f) => f.section !== 'back' && !f.day && !f.time),
    parseClock,
  );
  return clock ? `${day}T${clock}:00` : day;
}

/** The time of the first date field in front of the pass that is no day of purchase or validity. */
export function frontFieldTime(pass: Pass): string | undefined {
  return pass.fields.find(
    (f) =>
      f.time &&
      f.section !== 'back' &&
      !FIELD_MEANINGS.notTravelDay.test(f.key) &&
      !FIELD_MEANINGS.notTravelDay.test(f.label),
  )?.time;
}

/**
 * The time a front field labelled as the day of travel shows with its clock (`Date: 2024-07-03 08:00`); a day of
 * purchase or validity is none.
 */
export function dayFieldTime(pass: Pass): string | undefined {
  const dated = pass.fields.filter(
    (f) =>
      f.time &&
      f.section !== 'back' &&
      !FIELD_MEANINGS.notTravelDay.test(f.key) &&
      !FIELD_MEANINGS.notTravelDay.test(f.label),
  );
  return (dated.find((f) => meansKey(f.key, 'day')) ?? dated.find((f) => meansLabel(f.label, 'day')))?.time;
}

/** The time of the first date field whose key (else label) matches. */
export function findFieldTime(pass: Pass, pattern: RegExp): string | undefined {
  const dated = pass.fields.filter((f) => f.time);
  return (dated.find((f) => pattern.test(f.key)) ?? dated.find((f) => pattern.test(f.label)))?.time;
}

/** A semantic tag's value as text. */
export function semanticText(pass: Pass, key: string): string | undefined {
  return asText(pass.semantics[key]);
}

/** An untranslated label (`departsHeading`) names a string table entry, not a place. */
export function looksLikeTranslationKey(label: string): boolean {
  return /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(label) || /^[a-z]+(?:[_.][a-z0-9]+)+$/.test(label);
}
