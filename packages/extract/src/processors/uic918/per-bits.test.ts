import { describe, expect, it } from 'vitest';
import { PerError, PerReader } from './per-bits.js';

describe('unaligned PER', () => {
  it('reads numbers in as few bits as their range needs, and an unconstrained one after its octet count', () => {
    // 1 (a flag) · 6 in -1..700 (ten bits: 7) · 7-bit length 1 · 0xFE (-2 in two's complement) · 5 bits of padding.
    const r = new PerReader(Uint8Array.from([0b1000_0000, 0b1110_0000, 0b0011_1111, 0b1100_0000]));
    expect(r.bool()).toBe(true);
    expect(r.constrained(-1, 700)).toBe(6);
    expect(r.integer()).toBe(-2);
  });

  it('reads 7-bit characters after their count, and stops at the end of its bytes', () => {
    // Length 2, then 'D' and 'B' in seven bits each, then nothing more.
    const r = new PerReader(Uint8Array.from([0b0000_0010, 0b1000_1001, 0b0000_1000]));
    expect(r.ia5()).toBe('DB');
    expect(() => r.bits(8)).toThrow(PerError);
  });
});
