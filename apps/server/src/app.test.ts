import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, RecordingJobs, RecordingWork } from '../test/test-app.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';

let dir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>['app'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tripline-app-'));
  const webDist = join(dir, 'dist');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Tripline console</title>');
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log("console")');
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST: webDist, LOG_LEVEL: 'silent' });
  ({ app } = await buildApp({ config, database, jobs: new RecordingJobs(), work: new RecordingWork() }));
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the HTTP server', () => {
  it('answers /healthz with {"status":"ok"}', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the console’s files and its index.html for every other page path', async () => {
    expect((await app.inject('/assets/app.js')).body).toContain('console');
    for (const path of [
      '/',
      '/orgs/abc/dashboard',
      '/t/some-token',
      '/login',
      '/password/reset?token=abc&email=a%40b.test',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('Tripline console');
    }
  });

  it('serves the console and the API with nosniff, a frame policy and a Content-Security-Policy', async () => {
    for (const path of ['/', '/orgs/abc/dashboard', '/healthz', '/api/nothing-here']) {
      const response = await app.inject(path);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy'], path).toContain("object-src 'none'");
    }
  });

  it('answers unknown API paths with the JSON error shape, not the console', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { status: 404, code: 'not_found', message: 'The page was not found.' } });
  });

  it('publishes an OpenAPI document built from the same schemas, with a reference page', async () => {
    const spec = (await app.inject('/api/docs/json')).json();
    expect(spec.paths['/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(spec.paths['/api/orgs/{teamId}/users']).toBeDefined();
    expect((await app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.status).toBe(400);
  });
});
