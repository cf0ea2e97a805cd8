import type { ProviderExtractor } from './types.js';

export const CORPUS_EXTRACTORS: readonly ProviderExtractor[] = [];
