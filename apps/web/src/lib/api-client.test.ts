import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, buildUrl, setUnauthorizedHandler } from './api-client';
import { CanceledRequestError, HttpError } from './http-error';

type FetchCall = { url: string; init: RequestInit; resolve: (response: Response) => void };

let calls: FetchCall[];
const reload = vi.fn();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  reload.mockReset();
  setUnauthorizedHandler(reload);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({ url, init, resolve });
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends X-Requested-With and a JSON body, and returns the validated answer', async () => {
    const answer = apiRequest('POST', '/api/orgs', { body: { name: 'Acme' }, schema: z.object({ data: z.string() }) });
    const call = calls[0];
    if (!call) throw new Error('fetch was not called');
    expect((call.init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(call.init.body).toBe('{"name":"Acme"}');
    call.resolve(json(200, { data: 'ok' }));
    await expect(answer).resolves.toEqual({ data: 'ok' });
  });

  it('turns an error answer into an HttpError with the server message and fields', async () => {
    const answer = apiRequest('PATCH', '/api/orgs/1');
    calls[0]?.resolve(
      json(422, { error: { status: 422, message: 'Invalid', fields: { name: ['The name is too short'] } } }),
    );
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', fields: { name: ['The name is too short'] } });
  });

  it('reloads the page on a 401', async () => {
    const answer = apiRequest('GET', '/api/orgs/1/emails');
    calls[0]?.resolve(json(401, { error: { status: 401, message: 'Sign in' } }));
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when asked (sign-in, current user)', async () => {
    const answer = apiRequest('GET', '/api/users/current', { reloadOnUnauthorized: false });
    calls[0]?.resolve(json(401, { error: { status: 401, message: 'Sign in' } }));
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('aborts an earlier cancelable request with the same method and URL, silently', async () => {
    const first = apiRequest('GET', '/api/orgs/1/segments/air/status', { cancelable: true });
    const second = apiRequest('GET', '/api/orgs/1/segments/air/status', { cancelable: true });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    calls[1]?.resolve(json(200, { data: [] }));
    await expect(first).rejects.toBeInstanceOf(CanceledRequestError);
    await expect(second).resolves.toEqual({ data: [] });
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves requests alone that differ in URL or method, or are not cancelable', () => {
    void apiRequest('GET', '/api/orgs/1/reports', { cancelable: true }).catch(() => {});
    void apiRequest('GET', '/api/orgs/1/reports?page=2', { cancelable: true }).catch(() => {});
    void apiRequest('POST', '/api/orgs/1/reports', { cancelable: true }).catch(() => {});
    void apiRequest('GET', '/api/orgs/1/trips').catch(() => {});
    void apiRequest('GET', '/api/orgs/1/trips').catch(() => {});
    expect(calls.map((call) => call.init.signal?.aborted)).toEqual([false, false, false, false, false]);
  });
});

describe('buildUrl', () => {
  it('adds the query and leaves out empty values', () => {
    expect(buildUrl('/api/orgs', { paginate: false, sort: 'name:asc', search: '', page: undefined })).toBe(
      '/api/orgs?paginate=false&sort=name%3Aasc',
    );
  });
});
