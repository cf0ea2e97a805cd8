import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { registerAccessGuard } from './access-guard.js';

/** An app with the guard and nothing else; these checks fail before any query runs. */
async function bareApp() {
  const app = Fastify();
  await app.register(fastifyCookie);
  registerAccessGuard(app, { db: {} as Db, secret: 'x'.repeat(32) });
  return app;
}

describe('access guard registration', () => {
  it('refuses a route naming an unknown permission', async () => {
    const app = await bareApp();
    const register = async () => {
      app.get('/api/rockets', { config: { access: { permission: 'launch-rockets' as never } } }, async () => 'ok');
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/unknown permission: launch-rockets/);
  });

  it('refuses an API route that declares no access', async () => {
    const app = await bareApp();
    const register = async () => {
      app.get('/api/forgotten', async () => 'ok');
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/declares no access/);
  });

  it('refuses a team route without :teamId', async () => {
    const app = await bareApp();
    const register = async () => {
      app.get(
        '/api/orgs/all',
        { config: { access: { permission: 'read-organizations', team: 'org' } } },
        async () => 'ok',
      );
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/no :teamId/);
  });
});
