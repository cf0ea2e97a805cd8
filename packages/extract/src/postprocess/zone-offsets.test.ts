import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ianaZone } from './zone-offsets.js';

const HOUR_MS = 3_600_000;

describe('ianaZone', () => {
  it('gives the offsets of the zone itself at every quarter hour of a year with two transitions', () => {
    for (const name of ['Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      const zone = ianaZone(name);
      const exact = IANAZone.create(name);
      const start = Date.UTC(2026, 0, 1);
      for (let ts = start; ts < start + 366 * 24 * HOUR_MS; ts += HOUR_MS / 4) {
        if (zone?.offset(ts) !== exact.offset(ts)) throw new Error(`${name} at ${new Date(ts).toISOString()}`);
      }
    }
  });

  it('reads local times around a change of offset as luxon reads them with the zone name', () => {
    const locals = ['2026-03-29T01:59', '2026-03-29T02:30', '2026-03-29T03:00', '2026-10-25T02:30', '2026-10-25T03:30'];
    for (const local of locals) {
      const cached = DateTime.fromISO(local, { zone: ianaZone('Europe/Berlin') });
      expect(cached.toISO()).toBe(DateTime.fromISO(local, { zone: 'Europe/Berlin' }).toISO());
    }
  });

  it('leaves names luxon does not read as IANA zones to luxon', () => {
    expect(ianaZone('UTC')).toBeUndefined();
    expect(ianaZone('UTC+2')).toBeUndefined();
    expect(ianaZone('Mars/Olympus_Mons')).toBeUndefined();
  });
});
