/** The folder of the provider extractors. */
export const extractorsDir: string;
/** The generated catalog. */
export const catalogFile: string;
/** The catalog's source: one import per extractor module of the folder, listed by module name (code-unit order). */
export function renderExtractorCatalog(dir?: string): string;
