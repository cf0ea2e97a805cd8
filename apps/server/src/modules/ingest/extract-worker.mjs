// The entry of a parse worker thread. The server runs from TypeScript source, and a worker thread does not
// inherit the main thread's tsx loader, so the worker registers tsx itself before loading the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./extract-task.ts');

export default task.default;
