import { czechRailways } from './czech-railways.js';
import { deutscheBahn } from './deutsche-bahn.js';
import type { ProviderExtractor } from './types.js';

export const CORPUS_EXTRACTORS: readonly ProviderExtractor[] = [czechRailways, deutscheBahn];
