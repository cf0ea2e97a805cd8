import { IANAZone, Info, Zone } from 'luxon';

const DAY_MS = 86_400_000;
/** Days remembered per zone before starting over. */
const MAX_DAYS = 4096;
/** Zone names remembered before starting over. */
const MAX_ZONES = 1024;

/**
 * An IANA zone whose UTC offsets are remembered per UTC day. Luxon asks the zone for an offset two or three times
 * for every local time it reads, and each answer is an `Intl.DateTimeFormat.formatToParts` call: most of the cost of
 * making a time zone-aware. A day whose offset is the same at its start and at its end holds no transition (zones
 * change offset at most a few times a year, never twice within a day), so one offset serves the whole day; on the
 * day of a transition every instant is asked of the zone itself.
 */
class DailyOffsetZone extends Zone {
  readonly #zone: IANAZone;
  /** Offset in minutes by UTC day number; NaN for a day holding a transition. */
  readonly #days = new Map<number, number>();

  constructor(zone: IANAZone) {
    super();
    this.#zone = zone;
  }

  override get type(): string {
    return 'iana';
  }

  override get name(): string {
    return this.#zone.name;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override offsetName(ts: number, opts: Parameters<Zone['offsetName']>[1]): string | null {
    return this.#zone.offsetName(ts, opts);
  }

  override formatOffset(ts: number, format: Parameters<Zone['formatOffset']>[1]): string {
    return this.#zone.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    const day = Math.floor(ts / DAY_MS);
    if (!Number.isFinite(day)) return this.#zone.offset(ts);
    let offset = this.#days.get(day);
    if (offset === undefined) {
      // Bounded however many different days the documents name.
      if (this.#days.size >= MAX_DAYS) this.#days.clear();
      const start = this.#zone.offset(day * DAY_MS);
      offset = start === this.#zone.offset((day + 1) * DAY_MS) ? start : Number.NaN;
      this.#days.set(day, offset);
    }
    return Number.isNaN(offset) ? this.#zone.offset(ts) : offset;
  }

  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }

  override get isValid(): boolean {
    return this.#zone.isValid;
  }
}

const zones = new Map<string, Zone | undefined>();

/**
 * The zone to hand luxon for a zone name that luxon reads as an IANA zone, answering offsets from a per-day memory;
 * undefined for any other name (`UTC`, `UTC+2`, an invalid name), which luxon then reads as it always does.
 */
export function ianaZone(name: string): Zone | undefined {
  let zone = zones.get(name);
  if (zone === undefined && !zones.has(name)) {
    const normalized = Info.normalizeZone(name);
    zone = normalized instanceof IANAZone && normalized.isValid ? new DailyOffsetZone(normalized) : undefined;
    // Bounded however many different names the documents give.
    if (zones.size >= MAX_ZONES) zones.clear();
    zones.set(name, zone);
  }
  return zone;
}
