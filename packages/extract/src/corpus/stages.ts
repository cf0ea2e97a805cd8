import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillReferenceData } from '../postprocess/fill-reference-data.js';
import { postprocess } from '../postprocess/index.js';
import { mergeDescriptions } from '../postprocess/merge.js';
import { normalizeReservation } from '../postprocess/normalize.js';
import { collectSchemaItems } from '../processors/html/schema-items.js';
import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { CORPUS_DIR } from './cases.js';
import { deriveEssentials, type Essentials } from './essentials.js';
import { type CaseScore, scoreCase } from './score.js';

/** One post-processing case of the corpus's stages/ folder. */
export interface StageCase {
  id: string;
  stage: string;
  inputPaths: string[];
  expected: Essentials[];
}

/** The JSON-to-JSON stage cases (trip grouping aside: the engine does not group trips). */
export function loadStageCases(dir = join(CORPUS_DIR, 'stages')): StageCase[] {
  const manifest = join(dir, 'manifest.jsonl');
  if (!existsSync(manifest)) throw new Error(`The shared corpus's stages are missing: expected ${manifest}`);
  return readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((c) => !String(c.stage).startsWith('trip grouping'))
    .map((c) => ({
      id: String(c.id),
      stage: String(c.stage),
      inputPaths: (Array.isArray(c.input_files) ? c.input_files : [c.input_file]).map((p) => join(dir, String(p))),
      expected: (c.essentials as Essentials[]) ?? [],
    }));
}

/** Runs the structured-data import and the post-processing stages on a stage case's input and scores the result. */
export function runStageCase(c: StageCase): CaseScore {
  const values = c.inputPaths.map((p) => JSON.parse(readFileSync(p, 'utf8')) as unknown);
  if (c.stage.startsWith('merge')) {
    // Merge cases give two descriptions known to be of the same thing, often too incomplete to validate.
    const [lhs, rhs] = values.map((v) => (Array.isArray(v) ? v[0] : v) as JsonLdObject);
    if (!lhs || !rhs) return scoreCase(c.expected, []);
    const normalize = (o: JsonLdObject) =>
      typeof o['@type'] === 'string' && o['@type'].endsWith('Reservation') ? normalizeReservation(o as Reservation) : o;
    const merged = mergeDescriptions(normalize(lhs), normalize(rhs));
    const filled =
      typeof merged['@type'] === 'string' && merged['@type'].endsWith('Reservation')
        ? fillReferenceData(merged as Reservation)
        : merged;
    return scoreCase(c.expected, [deriveEssentials(filled)]);
  }
  const { reservations, things } = collectSchemaItems(values);
  const result = postprocess(reservations, things);
  return scoreCase(c.expected, [...result.reservations, ...result.things].map(deriveEssentials));
}
