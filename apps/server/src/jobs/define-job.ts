import type { z } from 'zod';

/** A background job: its queue name, the zod schema of its payload and how often it is retried. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retryLimit: number;
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds: number;
  /** Workers of this queue in one process (default 1), so one slow job does not hold up the others. */
  workers?: number;
}

/** Declares a job; the payload schema is checked when the job is sent and again when it runs. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type JobPayload<D extends JobDefinition> = z.infer<D['payload']>;

/** Sends jobs; the HTTP handlers only ever see this side of the queue. */
export interface JobSender {
  send<D extends JobDefinition>(definition: D, payload: JobPayload<D>, options?: SendOptions): Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this (for retries on a schedule of their own). */
  startAfter?: Date;
}
