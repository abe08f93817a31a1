import { isIP } from 'node:net';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '@portal/contracts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyEntry = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  return extra === undefined && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/**
 * Which proxies may say who the client is (X-Forwarded-For): none by default, a hop count ("1": the nearest one),
 * or a comma-separated list of addresses, CIDRs and the names loopback, linklocal, uniquelocal.
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine((v) => /^(false|\d+)$/.test(v) || v.split(',').every((e) => isProxyEntry(e.trim())), {
    message: 'must be false, a hop count, or a comma-separated list of proxy addresses or CIDRs',
  })
  .transform((v): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((e) => e.trim());
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_EMAIL: z
    .string()
    .regex(/^\S+@\S+\.\S+$/, 'must be an e-mail address')
    .default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Portal-Admin-2026'),
  DEMO_DATA: bool.default(true),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Portal-Demo-2026'),
  ORG_NAME: z.string().default('ICON'),
  /** The zone of the company's business day ("today", "expired", "due"); a facility's work uses the facility's zone. */
  COMPANY_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
    .default(DEFAULT_COMPANY_TIME_ZONE),
  SMTP_URL: z.string().optional(),
  /** Where the monthly job fetches the OIG LEIE CSV and the SAM.gov exclusions extract (CSV); unset: not fetched. */
  EXCLUSION_LEIE_URL: z.url().optional(),
  EXCLUSION_SAM_URL: z.url().optional(),
  /** The NPPES NPI registry API (version 2.1) a saved NPI is looked up in. */
  NPPES_API_URL: z.url().default('https://npiregistry.cms.hhs.gov/api/'),
  /** Set when several instances run: realtime fan-out and rate limits go through this Redis. */
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  /** Calls per minute one API key may make before 429 (shared across instances with REDIS_URL). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /**
   * Lets webhooks go to private, loopback and link-local addresses and over plain http: for tests and a local
   * receiver in development only, never in production (server-side request forgery).
   */
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(12),
  /**
   * On SIGTERM the instance answers readiness 503 and closes each kept-alive connection after its answer, but keeps
   * listening this long so the load balancer stops sending to it before the listener closes.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** Notification mail to one person is gathered this long from the first one, then sent as one digest. */
  MAIL_DIGEST_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a sign-in lookup is reused (revocation evicts it at once); 0 looks every request up. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Idle sign-out: a staff session ends after this many minutes without a request (a role may set its own). */
  IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Idle sign-out for providers. */
  PROVIDER_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /**
   * Super admins must sign in with a second factor (TOTP) and enrol at their next sign-in. On by default; the
   * browser tests turn it off because every spec signs the demo super admin in (the MFA spec uses its own accounts).
   */
  /** Unset: on, except with DEMO_DATA (the demo accounts' passwords are published; see README). */
  MFA_REQUIRED_FOR_SUPER_ADMINS: bool.optional(),
  WEB_DIST: z.string().default('web/dist'),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Where uploaded files live: local disk under DATA_DIR/files, or an S3-compatible bucket (several instances). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible endpoint (MinIO, Ceph, R2...); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  /** Unset: the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Prometheus metrics on a listener of their own (`/metrics`), off the public port; 0 picks a free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Prometheus metrics on the public port at `/metrics`, for a scraper sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema.superRefine((c, ctx) => {
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    const missing = c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'MAIL_FROM' | 'MFA_REQUIRED_FOR_SUPER_ADMINS'> & {
  PUBLIC_URL: string;
  MFA_REQUIRED_FOR_SUPER_ADMINS: boolean;
  MAIL_FROM: string;
};

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    MAIL_FROM: c.MAIL_FROM ?? `"${c.ORG_NAME} Portal" <no-reply@example.com>`,
    MFA_REQUIRED_FOR_SUPER_ADMINS: c.MFA_REQUIRED_FOR_SUPER_ADMINS ?? !c.DEMO_DATA,
  };
}
