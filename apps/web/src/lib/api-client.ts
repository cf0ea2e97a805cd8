import { errorBodySchema, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@tripline/contracts';
import type { z } from 'zod';
import { CanceledRequestError, HttpError } from './http-error';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions<T extends z.ZodType> {
  /** The schema the answer must match; the parsed value is returned. */
  schema?: T;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A newer cancelable request with the same method and URL aborts this one. */
  cancelable?: boolean;
  /** A 401 reloads the page unless this is false (sign-in and the current-user check handle it themselves). */
  reloadOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

const inFlight = new Map<string, AbortController>();

let reloadPage: () => void = () => window.location.reload();

/** Replaces the page reload done on 401, for tests. */
export function setUnauthorizedHandler(handler: () => void): void {
  reloadPage = handler;
}

/** Builds `url?query`, leaving out empty values. */
export function buildUrl(url: string, query?: RequestOptions<z.ZodType>['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function errorFromBody(status: number, body: unknown): HttpError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { message, code, fields } = parsed.data.error;
    return new HttpError(status, message, { code, fields });
  }
  return new HttpError(status, `The server answered ${status}`);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or crash page instead of JSON: the status alone has to tell the story.
    return undefined;
  }
}

/** Sends one API call with the X-Requested-With header and returns the (validated) JSON answer. */
export async function apiRequest<T extends z.ZodType = z.ZodUnknown>(
  method: HttpMethod,
  url: string,
  options: RequestOptions<T> = {},
): Promise<z.infer<T>> {
  const fullUrl = buildUrl(url, options.query);
  const key = `${method} ${fullUrl}`;
  const controller = new AbortController();
  if (options.cancelable) {
    inFlight.get(key)?.abort();
    inFlight.set(key, controller);
  }
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  const headers: Record<string, string> = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(fullUrl, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new CanceledRequestError();
    throw new HttpError(0, error instanceof Error ? error.message : 'The network request failed');
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
  if (controller.signal.aborted) throw new CanceledRequestError();

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && options.reloadOnUnauthorized !== false) reloadPage();
    throw errorFromBody(response.status, body);
  }
  return (options.schema ? options.schema.parse(body) : body) as z.infer<T>;
}
