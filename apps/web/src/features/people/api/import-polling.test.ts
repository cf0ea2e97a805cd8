import { IMPORT_POLL_INTERVAL_MS } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { currentImport, importPollInterval } from './import-polling';

describe('import polling', () => {
  it('polls Queued and Processing every 2.5 s and stops on any other status', () => {
    expect(importPollInterval('Queued', 0, 1000)).toBe(IMPORT_POLL_INTERVAL_MS);
    expect(importPollInterval('Processing', 0, 1000)).toBe(2500);
    expect(importPollInterval('Processed', 0, 1000)).toBe(false);
    expect(importPollInterval('Failed', 0, 1000)).toBe(false);
    expect(importPollInterval(undefined, 0, 1000)).toBe(false);
  });

  it('stops after the elapsed limit of 5000 s, and never with a limit of 0', () => {
    expect(importPollInterval('Processing', 0, 4_999_000)).toBe(2500);
    expect(importPollInterval('Processing', 0, 5_000_000)).toBe(false);
    expect(importPollInterval('Processing', 0, 99_000_000, 0)).toBe(2500);
  });

  it('counts the first import as current only when it is not Processed or Failed', () => {
    expect(currentImport([{ status: 'Processing' }, { status: 'Queued' }])).toEqual({ status: 'Processing' });
    expect(currentImport([{ status: 'Processed' }, { status: 'Queued' }])).toBeUndefined();
    expect(currentImport([{ status: 'Failed' }])).toBeUndefined();
    expect(currentImport([])).toBeUndefined();
  });
});
