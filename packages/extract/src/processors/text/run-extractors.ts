import { setProvenance } from '../../engine/provenance.js';
import type { Diagnostic, ExtractContext } from '../../engine/types.js';
import { LABELLED_FACTS_ID, readLabelledBooking } from '../../extractors/generic/read-labelled-booking.js';
import { findExtractors } from '../../extractors/registry.js';
import type { ExtractorInput } from '../../extractors/types.js';
import { wouldBeKept } from '../../postprocess/index.js';
import type { Reservation } from '../../schema/reservation.js';
import { withoutForwardedHeaders } from '../mime/forwarded-header.js';
import { singleSpaced, withoutCommonIndent, withoutTrailingSpace } from './line-spacing.js';

/**
 * Runs every provider extractor whose filters accept the document; one extractor's failure is a diagnostic. When
 * none of them finds a reservation, whoever sent it, the generic reader of labelled facts has its turn, unless the
 * caller already holds the document's reservations (its markup's): the engine would drop the reader's readings then.
 * So it has when every reservation they found lacks an essential (a provider's layout read only in part): those
 * would be dropped, and the document read by no one.
 */
export function runExtractors(
  input: Omit<ExtractorInput, 'from' | 'senderName' | 'subject' | 'date'>,
  context: ExtractContext,
  { fallback = true }: { fallback?: boolean } = {},
): { reservations: Reservation[]; diagnostics: Diagnostic[] } {
  const full: ExtractorInput = {
    ...input,
    // A forward's header lines name the mail's sender, recipient and date, which the context already holds; a text
    // written with a blank line after each line, or set in by the same indent, reads as laid out, its lines without the
    // spaces that end them unseen.
    text: withoutCommonIndent(singleSpaced(withoutTrailingSpace(withoutForwardedHeaders(input.text)))),
    from: context.from,
    senderName: context.senderName,
    subject: context.subject,
    date: context.date,
  };
  const reservations: Reservation[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const extractor of context.providerExtractors === false ? [] : findExtractors(full)) {
    try {
      const found = extractor.extract(full);
      for (const r of found) {
        setProvenance(r, {
          extractorId: extractor.id,
          provider: extractor.provider,
          classification: extractor.classification,
        });
        reservations.push(r);
      }
    } catch (err) {
      diagnostics.push({
        level: 'warning',
        code: 'extractor-failed',
        message: `Extractor ${extractor.id} failed: ${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }
  if (fallback && !reservations.some((r) => wouldBeKept(r, context.date))) {
    try {
      for (const r of readLabelledBooking(full)) {
        setProvenance(r, { extractorId: LABELLED_FACTS_ID });
        reservations.push(r);
      }
    } catch (err) {
      diagnostics.push({
        level: 'warning',
        code: 'extractor-failed',
        message: `The labelled-facts reader failed: ${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }
  return { reservations, diagnostics };
}
