import type { ProviderExtractor } from './types.js';

export const COMMON_EXTRACTORS: readonly ProviderExtractor[] = [];
