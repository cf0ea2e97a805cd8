import { describe, expect, it } from 'vitest';
import { parsePdfDate } from './pdf-date.js';

describe('parsePdfDate', () => {
  it('reads a full date with its offset from UTC, and a date with only some parts', () => {
    expect(parsePdfDate("D:20240514093000+02'00'")?.toISOString()).toBe('2024-05-14T07:30:00.000Z');
    expect(parsePdfDate('D:20240514093000Z')?.toISOString()).toBe('2024-05-14T09:30:00.000Z');
    expect(parsePdfDate('D:202405')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
  });

  it('reads nothing from what is not a date', () => {
    expect(parsePdfDate('D:20241340')).toBeUndefined();
    expect(parsePdfDate('yesterday')).toBeUndefined();
    expect(parsePdfDate(undefined)).toBeUndefined();
  });
});
