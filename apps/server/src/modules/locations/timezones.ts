/** IANA zone names this runtime knows, plus UTC (which Intl leaves out of its list). */
export function listTimezones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'].sort();
}

export function isTimezone(name: string): boolean {
  return listTimezones().includes(name);
}
