import * as z from 'zod/mini';

/**
 * The SPA's configuration: the `VITE_*` variables of web/.env.example, without the prefix.
 * vite.config.ts validates them with this schema when it builds or serves the app (a bad value fails
 * the build, before anything is deployed) and hands the parsed result to the bundle; src/config/env.ts
 * exposes it. zod therefore runs at build time and costs the shopper's download nothing.
 */
const text = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);

export const EnvSchema = z
  .object({
    USE_EMULATORS: z.pipe(
      z._default(z.enum(['true', 'false'], { error: 'must be "true" or "false"' }), 'false'),
      z.transform((value) => value === 'true'),
    ),
    FIREBASE_PROJECT_ID: text('demo-maison-borsa'),
    FIREBASE_API_KEY: text('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
    FIREBASE_STORAGE_BUCKET: z.optional(z.string()),
    STRIPE_PUBLISHABLE_KEY: z.optional(z.string()),
    APP_CHECK_SITE_KEY: z.optional(z.string()),
    // Analytics (GA4): without a measurement id the shop has none and shows no cookie banner; with one
    // it needs the web app id too.
    FIREBASE_APP_ID: z.optional(z.string()),
    FIREBASE_MEASUREMENT_ID: z.optional(
      z.string().check(z.regex(/^G-[A-Z0-9]+$/, { error: 'must be a GA4 measurement id, G-...' })),
    ),
  })
  .check(
    z.refine((env) => !env.FIREBASE_MEASUREMENT_ID || Boolean(env.FIREBASE_APP_ID), {
      error: 'must be set with VITE_FIREBASE_MEASUREMENT_ID (Firebase Analytics needs the web app id)',
      path: ['FIREBASE_APP_ID'],
    }),
  );

export type Env = z.output<typeof EnvSchema>;

/** Parses `VITE_*` variables (empty values mean "use the default"); throws a readable error. */
export function parseEnv(variables: Record<string, string | undefined>): Env {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(variables)) {
    if (key.startsWith('VITE_') && value !== undefined && value !== '')
      raw[key.slice('VITE_'.length)] = value;
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `VITE_${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration (see web/.env.example):\n${problems.join('\n')}`);
  }
  return parsed.data;
}
