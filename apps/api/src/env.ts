import path from 'node:path';
import { ADMIN_PASSWORD_MIN } from '@marsa/db/constants';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./.data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  ADMIN_USERNAME: z.string().trim().min(3).default('admin'),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`).optional(),
  ),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  BRAND_NAME: z.string().min(1).default('Marsa'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TRANSCRIBE_BASE_URL: optionalUrl,
  AI_TRANSCRIBE_MODEL: z.string().optional(),
  SECURE_COOKIES: booleanFlag,
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The site's address as browsers see it, e.g. https://concierge.ship: the Origin mutations must carry. */
  PUBLIC_ORIGIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url()
      .regex(/^https?:\/\/[^/]+\/?$/, 'must be an origin like https://concierge.example (no path)')
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
  ),
  /** How many proxies in front add X-Forwarded-For ('true' = 1); unset or 0 = use the socket's address. */
  TRUSTED_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})?$/, "must be 'true', 'false' or a number of proxies")
    .optional()
    .transform((value) => (value === 'true' ? 1 : value === 'false' || !value ? 0 : Number(value))),
  /** API processes `pnpm start` runs (default: one per core; PGlite always runs one). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** PostgreSQL connections per API process (plus one for LISTEN). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where crew notifications are sent, e.g. smtp://user:pass@mail.ship.local:587; unset = kept in the outbox. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(3).default('Marsa Concierge <concierge@marsa.local>'),
  ),
});

export type Env = z.infer<typeof envSchema> & { UPLOAD_DIR: string; IMAGES_DIR: string; isHttps: boolean };

/** Validates the environment once; a bad value stops the server with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    /** The demo ship's pictures, drawn by the seeding step and served at /images. */
    IMAGES_DIR: path.join(env.DATA_DIR, 'images'),
    // Secure, __Host- cookies: when browsers reach the site over HTTPS (PUBLIC_ORIGIN), in production, or when asked.
    isHttps:
      env.SECURE_COOKIES || env.NODE_ENV === 'production' || Boolean(env.PUBLIC_ORIGIN?.startsWith('https:')),
  };
}
