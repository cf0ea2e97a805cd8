// `npm run parse -- FILE|FOLDER...`: the parse CLI as built JavaScript, built first when the sources changed.
import { pathToFileURL } from 'node:url';
import { builtCli, ensureEngineBuilt } from './engine-build.mjs';

await ensureEngineBuilt();
await import(pathToFileURL(builtCli).href);
