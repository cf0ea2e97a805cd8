import { getProvenance, setProvenance } from '../engine/provenance.js';
import type { Diagnostic } from '../engine/types.js';
import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { classifyBookingSource } from './classify-source.js';
import { cloneData } from './clone.js';
import { expandBoardingPass } from './expand-boarding-pass.js';
import {
  fillCityCoordinates,
  fillReferenceData,
  fillThingCityCoordinates,
  fillThingReferenceData,
} from './fill-reference-data.js';
import { mergeDuplicates } from './merge.js';
import { mergeDuplicateThings } from './merge-things.js';
import { normalizeReservation, normalizeThing, stripTitle } from './normalize.js';
import { filterTriangles } from './triangle-filter.js';
import { unifyTrips } from './unify-trips.js';
import { validateReservation } from './validate.js';

export { type BookingSource, classifyBookingSource } from './classify-source.js';

/** What the post-processing stages made of one input's extracted items. */
export interface PostprocessResult {
  reservations: Reservation[];
  things: JsonLdObject[];
  diagnostics: Diagnostic[];
}

/** Senders that tell the booking source: the original sender first, then whoever forwarded it. */
export interface PostprocessOptions {
  senders?: readonly (string | undefined)[];
  /** When the input was received: resolves the day-of-year dates of boarding passes. */
  received?: Date;
}

function describe(r: Reservation): string {
  return `${r['@type']}${typeof r.reservationNumber === 'string' ? ` ${r.reservationNumber}` : ''}`;
}

/**
 * Whether postprocessing would keep a reservation as an extractor or the markup gives it: normalised, a boarding
 * pass's days resolved, filled from reference data, and with its essentials. Asked where a reading that would be
 * dropped must not stand in the way of another reader's. One with its essentials as given is taken to be kept
 * without the work (as every reading was before the question was asked).
 */
export function wouldBeKept(r: Reservation, received?: Date): boolean {
  if (validateReservation(r) === undefined) return true;
  return expandBoardingPass(stripTitle(normalizeReservation(cloneData(r))), received).some((expanded) => {
    fillReferenceData(expanded);
    return validateReservation(expanded) === undefined;
  });
}

/**
 * Normalise, fill from reference data, validate, merge duplicates (reservations and things alike), give places without
 * coordinates their city's and classify the booking source.
 */
export function postprocess(
  reservations: readonly Reservation[],
  things: readonly JsonLdObject[] = [],
  options: PostprocessOptions = {},
): PostprocessResult {
  const diagnostics: Diagnostic[] = [];
  const kept: Reservation[] = [];
  const expanded = reservations.flatMap((original) => {
    const provenance = getProvenance(original);
    return expandBoardingPass(stripTitle(normalizeReservation(cloneData(original))), options.received).map((r) => {
      if (provenance) setProvenance(r, provenance);
      return r;
    });
  });
  for (const r of expanded) {
    fillReferenceData(r);
    const rejection = validateReservation(r);
    if (rejection) {
      diagnostics.push({ level: 'info', code: 'reservation-dropped', message: `${describe(r)} dropped: ${rejection}` });
      continue;
    }
    kept.push(r);
  }
  const merged = unifyTrips(filterTriangles(mergeDuplicates(kept)));
  for (const r of merged) {
    fillCityCoordinates(r);
    const source = classifyBookingSource(getProvenance(r)?.classification, options.senders ?? []);
    setProvenance(r, { classification: source });
  }
  const filledThings = mergeDuplicateThings(
    things.map((t) => fillThingCityCoordinates(fillThingReferenceData(normalizeThing(cloneData(t))))),
  );
  return { reservations: merged, things: filledThings, diagnostics };
}
