import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './blobs/private-files.js';
import type { ObjectStoreConfig } from './blobs/s3-blob-store.js';

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
  MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  ALLOW_PRIVATE_NETWORK_TARGETS: flag,
  /** The former name of ALLOW_PRIVATE_NETWORK_TARGETS, still read. */
  ALLOW_PRIVATE_WEBHOOKS: flag,
  TRUST_PROXY: flag,
  AVATAR_PICTURES: flag,
  SESSION_SECRET: z.string().min(32, 'must hold at least 32 characters').optional(),
  APP_URL: z.url('must be an absolute URL like http://localhost:3000').optional(),
  MAIL_FROM: z.string().min(3).default('Tripline <no-reply@tripline.localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', '0', '1', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'must be 32 bytes in base64')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\s*\d+(ms|s|m|h)(\s*,\s*\d+(ms|s|m|h))*\s*$/, 'must be a list like 5s,5m,30m,2h')
    .default('5s,5m,30m,2h,5h,10h,10h'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  PARSE_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  S3_ENDPOINT: z
    .url('must be an absolute URL like https://s3.eu-west-1.amazonaws.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
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
  /** The largest raw message accepted over SMTP (552) or HTTP (413). */
  maxMessageBytes: number;
  /** Webhook URLs and IMAP servers may be on loopback or private addresses (tests, a closed network). */
  allowPrivateNetworkTargets: boolean;
  /** Whether the console may load avatar pictures from Gravatar (AVATAR_PICTURES); off by default. */
  avatarPictures: boolean;
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
  /** 32 bytes for AES-256-GCM of stored secrets (webhook and application secrets). */
  encryptionKey: Buffer;
  /** Delays before each webhook retry, in milliseconds; its length is the number of retries. */
  webhookRetryScheduleMs: number[];
  webhookTimeoutMs: number;
  /** Worker threads that run the extraction engine; 0 parses in the main thread. */
  parseWorkers: number;
  /** How long one email's extraction in a worker thread may run before the thread is ended and the email failed. */
  parseTimeoutMs: number;
  /** Blobs go to this S3-compatible object store when set (S3_BUCKET); otherwise to DATA_DIR/blobs. */
  objectStore: ObjectStoreConfig | undefined;
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
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/** Reads the encryption key from the environment, else from DATA_DIR (created on first use). */
function loadEncryptionKey(given: string | undefined, dataDir: string): Buffer {
  if (given) return Buffer.from(given, 'base64');
  const file = join(dataDir, 'encryption-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: PRIVATE_FILE_MODE });
  return key;
}

const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Parses a list like `5s,5m,2h` into milliseconds. */
function parseDurations(list: string): number[] {
  return list.split(',').map((item) => {
    const match = /^(\d+)(ms|s|m|h)$/.exec(item.trim()) as RegExpExecArray;
    return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
  });
}

/** Validates every environment variable the server reads; throws ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const objectStore = readObjectStore(e);
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
    inboundDomain: e.INBOUND_DOMAIN.toLowerCase(),
    maxMessageBytes: e.MAX_MESSAGE_BYTES,
    allowPrivateNetworkTargets: e.ALLOW_PRIVATE_NETWORK_TARGETS || e.ALLOW_PRIVATE_WEBHOOKS,
    trustProxy: e.TRUST_PROXY,
    avatarPictures: e.AVATAR_PICTURES,
    sessionSecret: loadSessionSecret(e.SESSION_SECRET, dataDir),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo,
    webDist: e.WEB_DIST ? resolveUserPath(e.WEB_DIST, REPO_ROOT) : join(REPO_ROOT, 'apps/web/dist'),
    encryptionKey: loadEncryptionKey(e.ENCRYPTION_KEY, dataDir),
    webhookRetryScheduleMs: parseDurations(e.WEBHOOK_RETRY_SCHEDULE),
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    // One core is left to HTTP, SMTP and the embedded database.
    parseWorkers: e.PARSE_WORKERS ?? Math.max(1, availableParallelism() - 1),
    parseTimeoutMs: e.PARSE_TIMEOUT_MS,
    objectStore,
  };
}

/** The object store named by S3_*, or undefined without S3_BUCKET; a half-given key pair is refused. */
function readObjectStore(e: z.infer<typeof envSchema>): ObjectStoreConfig | undefined {
  const keyId = e.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secret = e.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || keyId || secret) {
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required when the object store is configured');
    }
    return undefined;
  }
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the default credentials',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
