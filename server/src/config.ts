import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  SMTP_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(12),
  WEB_DIST: z.string().default('web/dist'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'MAIL_FROM'> & {
  PUBLIC_URL: string;
  MAIL_FROM: string;
};

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    MAIL_FROM: c.MAIL_FROM ?? `"${c.ORG_NAME} Portal" <no-reply@example.com>`,
  };
}
