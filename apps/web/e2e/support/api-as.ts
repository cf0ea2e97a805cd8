import { REQUESTED_WITH_VALUE } from '@tripline/contracts';
import { ACCOUNTS } from './world';

/** Signs an account in over HTTP and returns a caller of the API with its session, for setting a scene up. */
export async function apiAs(baseUrl: string, account: keyof typeof ACCOUNTS) {
  const headers = { 'x-requested-with': REQUESTED_WITH_VALUE, 'content-type': 'application/json' };
  const { email, password } = ACCOUNTS[account];
  const login = await fetch(`${baseUrl}/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`Sign-in of ${email}: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async <T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}
