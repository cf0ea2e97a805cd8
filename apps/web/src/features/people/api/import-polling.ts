import { IMPORT_POLL_EXPIRY_S, IMPORT_POLL_INTERVAL_MS, type TravelerImport } from '@tripline/contracts';

const WAITING: readonly TravelerImport['status'][] = ['Queued', 'Processing'];

/** Whether an import is still waiting for its results. */
export function isImportPending(status: TravelerImport['status'] | undefined): boolean {
  return status !== undefined && WAITING.includes(status);
}

/**
 * How long until the next poll of an import, or false to stop: Queued and Processing are polled every 2.5 s,
 * until the status changes or IMPORT_POLL_EXPIRY_S has passed since polling began (0 means no limit).
 */
export function importPollInterval(
  status: TravelerImport['status'] | undefined,
  startedAt: number,
  now: number,
  expirySeconds: number = IMPORT_POLL_EXPIRY_S,
): number | false {
  if (!isImportPending(status)) return false;
  if (expirySeconds > 0 && now - startedAt >= expirySeconds * 1000) return false;
  return IMPORT_POLL_INTERVAL_MS;
}

/** The import list's current import: the first one, unless it is Processed or Failed. */
export function currentImport<T extends Pick<TravelerImport, 'status'>>(list: readonly T[]): T | undefined {
  const [first] = list;
  return first && first.status !== 'Processed' && first.status !== 'Failed' ? first : undefined;
}
