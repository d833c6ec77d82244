import * as z from 'zod';

/**
 * The browser's configuration, read once from Vite's `import.meta.env` (only `VITE_*` variables reach
 * the bundle) and validated here, so a typo fails loudly at start-up instead of as a confusing
 * Firebase error later. Documented in web/.env.example.
 */
const EnvSchema = z.object({
  USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-maison-borsa'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(import.meta.env as Record<string, unknown>)) {
    // Empty values (an unset line in a .env file) mean "use the default".
    if (key.startsWith('VITE_') && typeof value === 'string' && value !== '') {
      raw[key.slice('VITE_'.length)] = value;
    }
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `VITE_${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration (see web/.env.example):\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export const env = readEnv();
