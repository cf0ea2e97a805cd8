// A parse worker entry for tests only: a message whose subject is "never ends" keeps its thread busy forever (as a
// runaway synchronous reader would); any other message is read by the real extraction task.
import { register } from 'tsx/esm/api';

register();
const { createExtractTask } = await import('../src/modules/ingest/extract-task.ts');
const runExtractTask = await createExtractTask(await import('@tripline/extract'));

export default function runTask(input) {
  if (Buffer.from(input.raw).toString('latin1').includes('Subject: never ends')) {
    input.started?.postMessage(null);
    for (;;) {}
  }
  return runExtractTask(input);
}
