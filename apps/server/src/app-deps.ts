import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobSender } from './jobs/define-job.js';
import type { WorkSignals } from './jobs/work-signals.js';

/** What the HTTP layer is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: JobSender;
  /** Wakes the parse and delivery queues when a request leaves them work. */
  work: WorkSignals;
}
