import { looksLikeDosipas } from './looks-like-dosipas.js';
import { PerError, PerReader } from './per-bits.js';
import { type FcbVersion, type FlexTicket, readFcb } from './read-flex.js';

/**
 * A DOSIPAS barcode (UIC's dynamic barcode, IRS 90918-9: `UicBarcodeHeader`, unaligned PER): format `U1` or `U2`,
 * the signed level 1 data with its data sequence, each element a `dataFormat` and its bytes, then signatures. The
 * tickets are its `FCB1`, `FCB2` or `FCB3` elements; signatures, keys and dynamic content are passed over.
 */
export interface DosipasBarcode {
  /** `U1` or `U2`. */
  format: string;
  /** The level 1 signer (a RICS code), when numeric. */
  securityProvider?: number;
  /** The data sequence's FCB tickets, in order. */
  tickets: FlexTicket[];
  /** Data formats of the sequence that are not FCB (national or proprietary content). */
  otherFormats: string[];
}

/** One element of the data sequence: its format name and its bytes. */
function dataType(r: PerReader): { format: string; data: Uint8Array } {
  const format = r.ia5();
  const data = r.octets();
  return { format, data };
}

/**
 * Reads a DOSIPAS barcode; undefined when it is none, when its header does not read, or when an FCB element of it
 * does not read (a ticket read in part could name a wrong trip). Never throws.
 */
export function readDosipas(bytes: Uint8Array): DosipasBarcode | undefined {
  if (!looksLikeDosipas(bytes)) return undefined;
  const r = new PerReader(bytes);
  try {
    r.bool(); // level 2 signature present
    const format = r.ia5();
    if (format !== 'U1' && format !== 'U2') return undefined;
    r.preamble(2, false); // level 2 signed data: level 1 signature, level 2 data
    // Version 2 of the header adds the end of the barcode's validity and its duration: four presence bits more.
    const { present: p } = r.preamble(format === 'U1' ? 8 : 12, false);
    const securityProvider = p[0] ? r.constrained(1, 32000) : undefined;
    if (p[1]) r.ia5();
    if (p[2]) r.constrained(0, 99999);
    const elements = r.list(() => dataType(r));
    const tickets: FlexTicket[] = [];
    const otherFormats: string[] = [];
    for (const element of elements) {
      const version = element.format.match(/^FCB([123])$/)?.[1];
      if (!version) {
        otherFormats.push(element.format);
        continue;
      }
      const ticket = readFcb(element.data, Number(version) as FcbVersion);
      if (!ticket) return undefined;
      tickets.push(ticket);
    }
    // The algorithm identifiers and the level 2 key that follow are not needed, but reading them (each a length and
    // its octets) checks that the header has the shape it claims.
    for (let i = 3; i < 8; i++) if (p[i]) r.octets();
    return { format, ...(securityProvider ? { securityProvider } : {}), tickets, otherFormats };
  } catch (error) {
    if (error instanceof PerError) return undefined;
    throw error;
  }
}
