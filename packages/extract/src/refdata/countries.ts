import { createRequire } from 'node:module';

interface CountriesModule {
  getAlpha2Code(name: string, lang: string): string | undefined;
  registerLocale(locale: unknown): void;
}

/** The languages a country's name is looked up in, in turn. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'cs', 'pl', 'sv', 'da', 'no', 'fi', 'hu', 'sk'];

const require = createRequire(import.meta.url);
let countries: CountriesModule | undefined;

/** Names OpenFlights and senders use that differ from the ISO short names. */
const ALIASES: Record<string, string> = {
  'united states': 'US',
  usa: 'US',
  russia: 'RU',
  'south korea': 'KR',
  'north korea': 'KP',
  'czech republic': 'CZ',
  czechia: 'CZ',
  'united kingdom': 'GB',
  uk: 'GB',
  england: 'GB',
  iran: 'IR',
  syria: 'SY',
  vietnam: 'VN',
  laos: 'LA',
  bolivia: 'BO',
  venezuela: 'VE',
  tanzania: 'TZ',
  moldova: 'MD',
  macedonia: 'MK',
  burma: 'MM',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  'congo (kinshasa)': 'CD',
  'congo (brazzaville)': 'CG',
  taiwan: 'TW',
  'hong kong': 'HK',
  macau: 'MO',
  palestine: 'PS',
  brunei: 'BN',
  'cape verde': 'CV',
  swaziland: 'SZ',
  'east timor': 'TL',
  micronesia: 'FM',
  'virgin islands': 'VI',
  'british virgin islands': 'VG',
  'netherlands antilles': 'CW',
};

/**
 * The library without the locales its main module registers (all 78 of them, about 2 MB kept), and only the languages
 * looked up in registered.
 */
function load(): CountriesModule {
  if (countries) return countries;
  const library = require('i18n-iso-countries/index.js') as CountriesModule;
  for (const language of LANGUAGES) library.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
  countries = library;
  return library;
}

/** ISO 3166-1 alpha-2 code of a country written as a name (English, German, French, Spanish…) or a code. */
export function countryCode(name: string | undefined): string | undefined {
  if (!name) return undefined;
  if (cache.has(name)) return cache.get(name);
  const code = lookUp(name);
  cache.set(name, code);
  return code;
}

const cache = new Map<string, string | undefined>();

function lookUp(name: string): string | undefined {
  const trimmed = name.trim();
  // `UK` looks like a code but is not the ISO one.
  const alias = ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  if (/^[A-Z]{2}$/.test(trimmed)) return trimmed;
  const lib = load();
  for (const lang of LANGUAGES) {
    const code = lib.getAlpha2Code(trimmed, lang);
    if (code) return code;
  }
  return undefined;
}
