// The entry of a parse worker thread. When the engine's build is up to date (`npm start` makes it so), the worker
// runs it as built JavaScript and starts in a fraction of a second; otherwise (tests, a server run straight from
// source) it registers tsx, which a worker thread does not inherit from the main thread, and reads the source.
import { setFlagsFromString } from 'node:v8';
import { isBuildFresh } from '@tripline/extract/build';
import { register } from 'tsx/esm/api';

// The engine's patterns compiled to machine code at once, as the parse CLI does (decision 156). The flag is the
// process's: the server's own patterns are compiled the same way and match the same.
setFlagsFromString('--no-regexp-tier-up');

register();
const engine = isBuildFresh() ? await import('@tripline/extract/built') : await import('@tripline/extract');
const { createExtractTask } = await import('./extract-task.ts');

export default await createExtractTask(engine);
