import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the configuration default to it, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  INBOUND_DOMAIN: z.string().min(1).default('inbound.localhost'),
  ALLOW_PRIVATE_WEBHOOKS: flag,
  TRUST_PROXY: flag,
  SESSION_SECRET: z.string().min(32, 'must hold at least 32 characters').optional(),
  APP_URL: z.url('must be an absolute URL like http://localhost:3000').optional(),
  MAIL_FROM: z.string().min(3).default('Tripline <no-reply@tripline.localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', '0', '1', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpPort: number;
  inboundDomain: string;
  allowPrivateWebhooks: boolean;
  /** Take the client address from X-Forwarded-For; only behind a proxy that sets it, or clients could forge it. */
  trustProxy: boolean;
  sessionSecret: string;
  appUrl: string;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** auto: seed on the first start of an empty embedded database only. */
  seedDemo: 'auto' | 'always' | 'never';
  /** Absolute path of the built console. */
  webDist: string;
}

export class ConfigError extends Error {}

/** Resolves a path given by the user against the directory npm was started from (INIT_CWD), else the repo root. */
function resolveUserPath(value: string, fallbackBase: string): string {
  if (isAbsolute(value)) return value;
  return resolve(process.env.INIT_CWD ?? fallbackBase, value);
}

/** Reads the session secret from the environment, else from DATA_DIR (created on first use). */
function loadSessionSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Validates every environment variable the server reads; throws ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // The default ./data is the repository's data folder; a DATA_DIR given by the user is relative to where npm ran.
  const dataDir = env.DATA_DIR ? resolveUserPath(e.DATA_DIR, process.cwd()) : join(REPO_ROOT, 'data');
  const seedDemo = e.SEED_DEMO === 'auto' ? 'auto' : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true' ? 'always' : 'never';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    smtpPort: e.SMTP_PORT,
    inboundDomain: e.INBOUND_DOMAIN,
    allowPrivateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: loadSessionSecret(e.SESSION_SECRET, dataDir),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo,
    webDist: e.WEB_DIST ? resolveUserPath(e.WEB_DIST, REPO_ROOT) : join(REPO_ROOT, 'apps/web/dist'),
  };
}
