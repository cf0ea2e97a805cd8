import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogFile, renderExtractorCatalog } from '../../scripts/extractor-catalog.mjs';
import { EXTRACTORS, findExtractors } from './registry.js';
import { CORPUS_DIR, loadCorpusCase, loadSample, SAMPLES_DIR } from './testing/cases.js';

const here = dirname(fileURLToPath(import.meta.url));
const all = EXTRACTORS;
interface SampleMeta {
  provider: string;
  input_kind: string;
  scope: string;
}
const readMeta = (id: string) => JSON.parse(readFileSync(join(SAMPLES_DIR, id, 'case.json'), 'utf8')) as SampleMeta;
// Samples of other document kinds (barcodes, passes, calendars, PDFs, JSON) belong to the document processors.
const PROCESSOR_KINDS = new Set(['bcbp', 'ics', 'json', 'pkpass', 'pdf', 'image', 'uic918', 'dosipas']);
const sampleIds = readdirSync(SAMPLES_DIR)
  .filter((d) => existsSync(join(SAMPLES_DIR, d, 'case.json')))
  .filter((d) => !PROCESSOR_KINDS.has(readMeta(d).input_kind))
  .filter((d) => all.some((e) => e.id === readMeta(d).provider));
/** The corpus's text providers, as the manifest names them. */
const CORPUS_PROVIDERS = new Set([
  'czechrailways',
  'deutschebahn',
  'eurowings',
  'fcm',
  'iberia',
  'irctc',
  'regiojet',
  'sncf',
  'taiwan-high-speed-rail',
  'travelport-galileo',
]);

describe('extractor catalog', () => {
  it('lists every extractor module, as the generator writes it (`npm run catalog -w packages/extract`)', () => {
    expect(readFileSync(catalogFile, 'utf8')).toBe(renderExtractorCatalog());
  });

  it('give every extractor a unique kebab-case id naming its module', () => {
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(existsSync(join(here, `${id}.ts`)), id).toBe(true);
    }
  });

  it('give every extractor at least one filter that narrows its documents', () => {
    for (const e of all) {
      expect(e.filters.length, e.id).toBeGreaterThan(0);
      for (const f of e.filters) expect(Boolean(f.senderDomains || f.subject || f.content), e.id).toBe(true);
    }
  });

  it('name as texts a content pattern holds only texts written out in each of its alternatives, case as written', () => {
    // The pattern's alternatives at its top level: a `|` outside brackets, parentheses and escapes.
    const alternatives = (source: string): string[] => {
      const out: string[] = [];
      let depth = 0;
      let inClass = false;
      let start = 0;
      for (let i = 0; i < source.length; i++) {
        const c = source[i];
        if (c === '\\') i++;
        else if (inClass) inClass = c !== ']';
        else if (c === '[') inClass = true;
        else if (c === '(') depth++;
        else if (c === ')') depth--;
        else if (c === '|' && depth === 0) {
          out.push(source.slice(start, i));
          start = i + 1;
        }
      }
      return [...out, source.slice(start)];
    };
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const named = all.flatMap((e) => e.filters.filter((f) => f.contentHolds).map((f) => ({ id: e.id, f })));
    expect(named.length).toBeGreaterThan(0);
    for (const { id, f } of named) {
      expect(f.content, id).toBeDefined();
      expect(f.content?.flags, id).not.toMatch(/[iv]/);
      for (const part of f.contentHolds ?? []) {
        for (const alternative of alternatives(f.content?.source ?? '')) {
          expect(alternative.includes(escaped(part)), `${id}: ${part} in ${alternative}`).toBe(true);
        }
      }
    }
  });

  it('hand each sample to its own provider and no other', async () => {
    for (const id of sampleIds) {
      const meta = readMeta(id);
      const golden = await loadSample(id);
      const found = findExtractors(golden.input).map((e) => e.id);
      // A booking goes to its provider; a document with none in it (a newsletter, a void ticket) to it or to nobody.
      if (meta.scope === 'reservation') expect(found, id).toEqual([meta.provider]);
      else expect([[], [meta.provider]], id).toContainEqual(found);
    }
    // Reads and converts a couple of hundred samples: seconds on a busy machine.
  }, 60_000);

  it('hand each corpus case to exactly one extractor', async () => {
    const ids = readFileSync(join(CORPUS_DIR, 'manifest.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; provider: string; input_kind: string })
      .filter((c) => c.input_kind === 'txt' && CORPUS_PROVIDERS.has(c.provider))
      .map((c) => c.id);
    expect(ids).toHaveLength(16);
    for (const id of ids) {
      const golden = await loadCorpusCase(id);
      expect(findExtractors(golden.input), id).toHaveLength(1);
    }
  });

  it('never throw, whatever document they are given', async () => {
    const texts = [
      '',
      '\n\n',
      'Booking code:\nFlight 1\nDeparture:',
      ...(await Promise.all(sampleIds.map(async (id) => (await loadSample(id)).input.text))),
    ];
    for (const extractor of all) {
      for (const text of texts) {
        expect(() => extractor.extract({ kind: 'text', text }), extractor.id).not.toThrow();
      }
    }
    // Every extractor reads every sample, so the work grows with both lists: past vitest's 5 s default.
  }, 60_000);
});
