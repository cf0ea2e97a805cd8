import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMON_EXTRACTORS } from './catalog-common.js';
import { CORPUS_EXTRACTORS } from './catalog-corpus.js';

const here = dirname(fileURLToPath(import.meta.url));
const all = [...CORPUS_EXTRACTORS, ...COMMON_EXTRACTORS];

describe('extractor catalogs', () => {
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
});
