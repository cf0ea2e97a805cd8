import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberListQuery, restorableListQuery } from '../../../lib/list-query';
import { logOut } from './logout';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logOut', () => {
  it('follows the redirect address of the answer', async () => {
    answer({ data: { redirect: 'https://sso.example.com/logout' } });
    const navigate = vi.fn();
    await logOut(navigate);
    expect(navigate).toHaveBeenCalledWith('https://sso.example.com/logout');
  });

  it('goes to / when the answer has no redirect, forgetting remembered list queries', async () => {
    answer({ data: {} });
    rememberListQuery('/orgs/1/emails', new URLSearchParams('status=failed'));
    const navigate = vi.fn();
    await logOut(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(restorableListQuery('/orgs/1/emails', new URLSearchParams())).toBeUndefined();
  });
});
