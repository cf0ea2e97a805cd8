import type { LayoutField } from './read-records.js';

/**
 * What RCT2 leaves to the issuer: below the journey lines, railways print a label and its value as two fields of one
 * line (DSB `TOG` `14` `VOGN` `061` `PLADS` `53`, NS `TREIN` `9352` `Rijtuig` `18` `ZITPLAATS` `032`). The labels, in
 * the languages of the issuers that print them.
 */
const TRAIN_LABELS = /^(?:tog|tåg|trein|zug|train|treno|tren|vlak|vonat|pociąg|juna)$/i;
const COACH_LABELS = /^(?:vogn|vagn|rijtuig|wagen|coach|voiture|carrozza|coche|vůz|vuz|kocsi|wagon)$/i;
const SEAT_LABELS = /^(?:plads|plats|zitplaats|platz|seat|place|posto|plaza|asiento|místo|misto|hely|miejsce)$/i;

/** The field right of a label on its line (the nearest), when the label stands alone in its field. */
function valueAfter(fields: readonly LayoutField[], label: RegExp): string | undefined {
  for (const labelField of fields.filter((f) => label.test(f.text.trim().replace(/:$/, '')))) {
    const value = fields
      .filter((f) => f.line === labelField.line && f.column > labelField.column && f.text.trim())
      .sort((a, b) => a.column - b.column)[0]
      ?.text.trim();
    if (value && !value.includes('*')) return value;
  }
  return undefined;
}

/**
 * A train the fare binds the ticket to, written in a sentence: `Zugbindung EN 477` (DB, ČD: "bound to the train").
 */
const BOUND_TRAIN = /\bZugbindung:?\s+([A-Z]{1,4} ?\d{1,5})\b/;

/** A train label and the number in one field, the category after a run of spaces: `ZUG 370     RJ` (ÖBB). */
function trainInOneField(fields: readonly LayoutField[]): string | undefined {
  for (const field of fields) {
    const m = field.text.trim().match(/^(\S+) (\d{1,5})(?: {2,}([A-Z]{1,4})\b)?/);
    if (m?.[1] && m[2] && TRAIN_LABELS.test(m[1])) return m[3] ? `${m[3]} ${m[2]}` : m[2];
  }
  return undefined;
}

export interface LayoutLabels {
  train?: string;
  coach?: string;
  seat?: string;
}

/** The train, coach and seat a layout labels; each only when its value reads as one. */
export function labelledValues(fields: readonly LayoutField[]): LayoutLabels {
  const train =
    valueAfter(fields, TRAIN_LABELS)?.match(/^[A-Z]{0,4} ?\d{1,5}$/)?.[0] ??
    trainInOneField(fields) ??
    fields.map((f) => f.text.match(BOUND_TRAIN)?.[1]).find(Boolean);
  const coach = valueAfter(fields, COACH_LABELS)?.match(/^\d{1,3}[A-Z]?$/)?.[0];
  const seat = valueAfter(fields, SEAT_LABELS)?.match(/^\d{1,3}[A-Z]?$/)?.[0];
  return { ...(train ? { train } : {}), ...(coach ? { coach } : {}), ...(seat ? { seat } : {}) };
}

/**
 * The first day of validity a layout prints in words, for journey lines that print no date: `Geldig : 13.04.2014 -`,
 * `VALID FROM 20/10/2016 TO`, `Platí/Gültig: 02.09.2016-`. Words for "valid" in the issuers' languages.
 */
const VALIDITY =
  /\b(?:geldig|gültig|gultig|valid|valable|valido|válido|platí|plati|gyldig|giltig|ważny|wazny|érvényes|ervenyes)(?![a-z])[^\d\n]{0,20}(\d{2})[./](\d{2})[./](\d{4})/i;

export function validityDay(fields: readonly LayoutField[]): string | undefined {
  for (const field of fields) {
    const m = field.text.match(VALIDITY);
    if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 1 && Number(m[1]) <= 31) {
      return `${m[3]}-${m[2]}-${m[1]}`;
    }
  }
  return undefined;
}
