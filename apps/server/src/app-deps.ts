import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobSender } from './jobs/define-job.js';

/** What the HTTP layer is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: JobSender;
}
