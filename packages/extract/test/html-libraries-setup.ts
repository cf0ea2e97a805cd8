import { loadHtmlLibraries } from '../src/extractors/generic/html-libraries.js';

// Tests give the generic readers HTML directly, without the HTML processor that loads their libraries in the engine.
await loadHtmlLibraries();
