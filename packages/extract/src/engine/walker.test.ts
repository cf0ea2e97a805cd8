import { describe, expect, it } from 'vitest';
import type { Reservation } from '../schema/reservation.js';
import { DEFAULT_LIMITS, type DocumentKind, type DocumentProcessor } from './types.js';
import { walkDocuments } from './walker.js';

const found = { '@type': 'EventReservation', reservationNumber: 'R1' } as Reservation;

function resolver(map: Partial<Record<DocumentKind, DocumentProcessor>>) {
  return (kind: DocumentKind) => Promise.resolve(map[kind]);
}

describe('walkDocuments', () => {
  it('expands documents into children and names each finding path', async () => {
    const result = await walkDocuments(
      { kind: 'eml', name: 'mail' },
      {},
      DEFAULT_LIMITS,
      Date.now(),
      resolver({
        eml: () => ({ reservations: [], documents: [{ kind: 'html', name: 'body' }], diagnostics: [] }),
        html: () => ({
          reservations: [found],
          documents: [],
          diagnostics: [{ level: 'info', code: 'x', message: 'm' }],
        }),
      }),
    );
    expect(result.reservations).toEqual([found]);
    expect(result.documentCount).toBe(2);
    expect(result.diagnostics).toEqual([{ level: 'info', code: 'x', message: 'm', path: 'eml mail > html body' }]);
  });

  it('turns a failing processor and a missing one into diagnostics', async () => {
    const result = await walkDocuments(
      { kind: 'eml' },
      {},
      DEFAULT_LIMITS,
      Date.now(),
      resolver({
        eml: () => ({ reservations: [], documents: [{ kind: 'pdf' }, { kind: 'html' }], diagnostics: [] }),
        html: () => {
          throw new Error('boom');
        },
      }),
    );
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['processor-missing', 'eml > pdf'],
      ['processor-failed', 'eml > html'],
    ]);
  });

  it('stops a processor that never finishes at the time budget', async () => {
    const limits = { ...DEFAULT_LIMITS, timeBudgetMs: 20 };
    const result = await walkDocuments(
      { kind: 'pdf' },
      {},
      limits,
      Date.now(),
      resolver({
        pdf: () => new Promise(() => {}),
      }),
    );
    expect(result.diagnostics.map((d) => d.code)).toEqual(['limit-time']);
  });

  it('does not charge the time budget for loading a reader, only for reading with it', async () => {
    const limits = { ...DEFAULT_LIMITS, timeBudgetMs: 40 };
    // The reader loads in 150 ms and then reads in 10 ms: only the 10 ms count against the 40 ms budget.
    const reads: DocumentProcessor = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ reservations: [found], documents: [], diagnostics: [] }), 10),
      );
    const slowLoad = (kind: DocumentKind) =>
      new Promise<DocumentProcessor | undefined>((resolve) =>
        setTimeout(() => resolve(kind === 'pdf' ? reads : undefined), 150),
      );
    const result = await walkDocuments({ kind: 'pdf' }, {}, limits, Date.now(), slowLoad);
    expect(result.reservations).toEqual([found]);
    expect(result.diagnostics).toEqual([]);
    const slowRead = await walkDocuments({ kind: 'pdf' }, {}, limits, Date.now(), (kind) =>
      slowLoad(kind).then(() => () => new Promise(() => {})),
    );
    expect(slowRead.diagnostics.map((d) => d.code)).toEqual(['limit-time']);
  });

  it('skips documents nested past the depth limit and past the document limit', async () => {
    const nesting: DocumentProcessor = () => ({
      reservations: [],
      documents: [{ kind: 'eml' }, { kind: 'eml' }],
      diagnostics: [],
    });
    const deep = await walkDocuments(
      { kind: 'eml' },
      {},
      { ...DEFAULT_LIMITS, maxDepth: 2, maxDocuments: 1000 },
      Date.now(),
      resolver({ eml: nesting }),
    );
    expect(deep.documentCount).toBe(7);
    expect(deep.diagnostics.every((d) => d.code === 'limit-depth')).toBe(true);
    const many = await walkDocuments(
      { kind: 'eml' },
      {},
      { ...DEFAULT_LIMITS, maxDepth: 50, maxDocuments: 10 },
      Date.now(),
      resolver({ eml: nesting }),
    );
    expect(many.documentCount).toBe(10);
    expect(many.diagnostics.map((d) => d.code)).toEqual(['limit-documents']);
  });

  it('gives children the context their parent adds', async () => {
    const seen: (string | undefined)[] = [];
    await walkDocuments(
      { kind: 'eml' },
      { from: 'outer@example.com' },
      DEFAULT_LIMITS,
      Date.now(),
      resolver({
        eml: () => ({
          reservations: [],
          documents: [{ kind: 'text', context: { from: 'inner@example.com' } }],
          diagnostics: [],
        }),
        text: (_doc, context) => {
          seen.push(context.from);
          return { reservations: [], documents: [], diagnostics: [] };
        },
      }),
    );
    expect(seen).toEqual(['inner@example.com']);
  });
});
