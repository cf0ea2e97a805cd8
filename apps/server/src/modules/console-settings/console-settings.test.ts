import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function settingsOf(env: NodeJS.ProcessEnv) {
  const t = await createTestApp(env);
  apps.push(t);
  const response = await t.app.inject({ method: 'GET', url: '/api/console-settings' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('console settings', () => {
  it('keeps avatar pictures off unless the operator turns them on, and answers without a session', async () => {
    expect(await settingsOf({})).toEqual({ avatar_pictures: false });
    expect(await settingsOf({ AVATAR_PICTURES: '1' })).toEqual({ avatar_pictures: true });
  });
});
