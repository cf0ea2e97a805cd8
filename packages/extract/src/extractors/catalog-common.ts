import { airFranceKlm } from './air-france-klm.js';
import { britishAirways } from './british-airways.js';
import { lufthansa } from './lufthansa.js';
import type { ProviderExtractor } from './types.js';

/** Extractors for common senders the corpus lacks, each with samples of its own. */
export const COMMON_EXTRACTORS: readonly ProviderExtractor[] = [airFranceKlm, britishAirways, lufthansa];
