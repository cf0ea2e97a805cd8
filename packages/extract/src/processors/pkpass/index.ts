import type { Diagnostic, DocumentProcessor, DocumentResult, ExtractContext } from '../../engine/types.js';
import type { Reservation } from '../../schema/reservation.js';
import { isAdmissionPass, mapEventPass } from './map-event-pass.js';
import { mapFlightPass } from './map-flight-pass.js';
import { isLodgingPass, mapLodgingPass } from './map-lodging-pass.js';
import { mapTransitPass } from './map-transit-pass.js';
import { parsePassStrings } from './parse-pass-strings.js';
import { type Pass, parsePassJson, readPass } from './read-pass.js';
import { readPkpassArchive } from './read-pkpass-archive.js';

export type { Pass, PassField } from './read-pass.js';
export { readPkpassArchive } from './read-pkpass-archive.js';

/** A zip archive's local file header; anything else given as a pass is its pass.json. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Translations in English when the pass has them, else in whichever language it has, and that language (`es` for
 * `es.lproj`). A pass whose only language folder is not English speaks that language even with no strings in it.
 */
function stringsTable(files: Map<string, Uint8Array>): { strings: Map<string, string>; language?: string } {
  const folders = [...new Set([...files.keys()].flatMap((n) => /^([^/]+)\.lproj\//.exec(n)?.[1] ?? []))].sort();
  const names = [...files.keys()].filter((n) => n.endsWith('.lproj/pass.strings')).sort();
  const chosen = names.find((n) => /^en[-_.]/i.test(n)) ?? names[0];
  const bytes = chosen ? files.get(chosen) : undefined;
  const language = chosen ? /^([^/]+)\.lproj\//.exec(chosen)?.[1] : folders.length === 1 ? folders[0] : undefined;
  const strings = bytes ? parsePassStrings(bytes) : new Map<string, string>();
  return language ? { strings, language } : { strings };
}

function mapPass(pass: Pass, context: ExtractContext, diagnostics: Diagnostic[]): Reservation[] {
  if (pass.style === 'boardingPass') {
    return pass.transitType === 'PKTransitTypeAir'
      ? mapFlightPass(pass, context, diagnostics)
      : mapTransitPass(pass, diagnostics);
  }
  if (isLodgingPass(pass)) return mapLodgingPass(pass);
  if (pass.style === 'eventTicket' || (pass.style === 'generic' && isAdmissionPass(pass))) {
    return mapEventPass(pass, diagnostics);
  }
  diagnostics.push({ level: 'info', code: 'pkpass-not-a-booking', message: `A ${pass.style} pass holds no booking` });
  return [];
}

/** Reads an Apple Wallet pass (`doc.bytes`, the .pkpass archive or its pass.json alone): boarding passes, event tickets and hotel passes become reservations. */
export const processPkpass: DocumentProcessor = (doc, context, limits) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const fail = (code: string, message: string) => {
    result.diagnostics.push({ level: 'error', code, message });
    return result;
  };
  if (!doc.bytes?.length) return fail('pkpass-unreadable', 'Wallet pass has no content');
  // A pass.json given alone (handed on by the JSON reader) is read as the archive's only file.
  const archive = isZip(doc.bytes)
    ? readPkpassArchive(doc.bytes, limits.maxUnpackedBytes)
    : { ok: true as const, files: new Map([['pass.json', doc.bytes]]) };
  if (!archive.ok) {
    return archive.reason === 'too-large'
      ? fail('limit-size', `Wallet pass ${archive.message}: not unpacked`)
      : fail('pkpass-unreadable', `Wallet pass is not a readable archive: ${archive.message}`);
  }
  if (!archive.files.has('pass.json')) {
    // A `.pkpasses` bundle: each pass inside is a document of its own.
    for (const [name, bytes] of archive.files) {
      if (name.toLowerCase().endsWith('.pkpass')) result.documents.push({ kind: 'pkpass', bytes, name });
    }
    return result;
  }
  let pass: Pass | undefined;
  try {
    const json = parsePassJson(new TextDecoder().decode(archive.files.get('pass.json')));
    const { strings, language } = stringsTable(archive.files);
    pass = readPass(json, strings, language);
  } catch (error) {
    return fail(
      'pkpass-unreadable',
      `pass.json is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!pass) return fail('pkpass-unreadable', 'pass.json describes no known pass style');

  const { diagnostics } = result;
  try {
    result.reservations.push(...mapPass(pass, context, diagnostics));
  } catch (error) {
    // The mappers read untrusted values; a pass that trips one is reported, never thrown.
    const message = error instanceof Error ? error.message : String(error);
    return fail('pkpass-unreadable', `Wallet pass could not be read: ${message}`);
  }
  return result;
};
