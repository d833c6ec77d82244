// What `npm run deploy:check` checks (scripts/deploy-check.ts runs it): every setting a deploy of the
// shop to a real Firebase project needs, read from the repo and the project's settings files, with no
// network. Each problem is one plain line naming the setting and where it goes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual, parseEnv } from 'node:util';
import {
  isExampleMailAddress,
  SHOP_IDENTITY_SETTINGS,
  shopIdentityProblems,
  TTL_POLICIES,
} from '@shop/domain';
import { hostingHeaders, hostingRewrites } from './hosting-config';

/** firebase.json, as far as the checks read it. */
interface FirebaseJson {
  /** `location`: where firebase-tools creates the database if the project has none (its default is nam5, the US). */
  firestore?: { location?: string };
  hosting?: { headers?: unknown; rewrites?: unknown };
  auth?: { providers?: { anonymous?: boolean; emailPassword?: boolean } };
  extensions?: Record<string, string>;
}

interface IndexesJson {
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

/** Everything the checks look at, read once (readDeploySettings) so the checks themselves are pure. */
export interface DeploySettings {
  /** The Firebase project id the deploy goes to (`--project`, else GCLOUD_PROJECT, else .firebaserc's default). */
  projectId: string | undefined;
  /** How the project was named: an alias of .firebaserc or the id itself. */
  projectName: string | undefined;
  /** The project's names its per-project files may carry: its id, then each alias of it in .firebaserc. */
  projectFileSuffixes: string[];
  /** The production web build's VITE_* settings, as Vite loads them for mode `production`. */
  web: Record<string, string>;
  /** The functions' params for this project (functions/.env, .env.<project id>, .env.<alias>). */
  functions: Record<string, string>;
  firebaseJson: FirebaseJson;
  indexes: IndexesJson;
  /** Each extension instance's params for this project (extensions/<instance>.env[.<project>]). */
  extensions: Record<string, Record<string, string>>;
  /** The Firebase secrets the functions declare (defineSecret in functions/src). */
  secretsDeclared: string[];
  /**
   * Secrets known to be set: Secret Manager cannot be read offline, so a secret counts as set when
   * the environment holds it (CI, which sets it from its own store) or functions/.secrets.<project>
   * lists its name (written by whoever ran `firebase functions:secrets:set`).
   */
  secretsSet: Record<string, string | undefined>;
  /**
   * The domains registered with Stripe as payment method domains: Stripe cannot be asked offline, so
   * whoever registered them lists them in functions/.payment-method-domains.<project> (docs/deploy.md).
   */
  paymentMethodDomains: string[];
}

/** The TTL policies a deploy must declare (domain/src/retention.ts names the periods). */
/** Every TTL policy the shop relies on, as `collection.field` (domain/src/retention.ts). */
export const REQUIRED_TTL_POLICIES = TTL_POLICIES.map(
  ({ collectionGroup, field }) => `${collectionGroup}.${field}`,
);

/** The mail extension's oldest acceptable version: 0.2.5 replaced dependencies with known vulnerabilities. */
export const MAIL_EXTENSION_MIN_VERSION = '0.2.5';

/**
 * Whether an address names this machine or a private network (loopback, RFC 1918, link-local,
 * unique-local IPv6, .local/.internal names): nothing a deployed function should fetch or link to.
 */
export function isLocalAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || /\.(local|internal)$/.test(host)) return true;
  const ipv4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return (
    host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)
  );
}

const versionParts = (version: string) => version.split('.').map(Number);
const isOlderVersion = (version: string, than: string) => {
  const [a, b] = [versionParts(version), versionParts(than)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
};

/** The project the deploy goes to: named, and a real one. */
function projectProblems({ projectId }: DeploySettings): string[] {
  const problems: string[] = [];
  if (!projectId) {
    problems.push(
      'No Firebase project: set one in .firebaserc (firebase use --add) or pass --project <alias>.',
    );
  } else if (projectId.startsWith('demo-')) {
    problems.push(
      `The project is ${projectId}, a demo project that exists only in the emulators: set the real project in .firebaserc (firebase use --add) or pass --project <alias>.`,
    );
  }
  return problems;
}

/** The web app's production settings (web/.env.production, or the build's environment). */
function webProblems({ projectId, web }: DeploySettings): string[] {
  const problems: string[] = [];
  const webProject = web.VITE_FIREBASE_PROJECT_ID ?? '';
  if (!webProject) {
    problems.push(
      'VITE_FIREBASE_PROJECT_ID is not set in web/.env.production: the production build would use the demo- project.',
    );
  } else if (webProject.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is ${webProject} in web/.env.production: a production build must not use a demo- project.`,
    );
  } else if (projectId && webProject !== projectId) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is ${webProject} but the deploy goes to ${projectId}: the web app would talk to another project.`,
    );
  }
  const apiKey = web.VITE_FIREBASE_API_KEY ?? '';
  if (!apiKey || apiKey.startsWith('demo-')) {
    problems.push(
      "VITE_FIREBASE_API_KEY is not set in web/.env.production (the web app's config in the Firebase console).",
    );
  }
  if (web.VITE_USE_EMULATORS === 'true') {
    problems.push(
      'VITE_USE_EMULATORS is true for the production build: the web app would look for emulators on 127.0.0.1.',
    );
  }
  const publishableKey = web.VITE_STRIPE_PUBLISHABLE_KEY ?? '';
  if (!publishableKey) {
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY is not set in web/.env.production: the checkout would take no payments.',
    );
  } else if (!/^pk_(live|test)_/.test(publishableKey)) {
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key (pk_live_... or pk_test_...): a secret key must never go into the web app.',
    );
  }
  return problems;
}

/** The functions' params (functions/.env.<project>), App Check's among them. */
function functionParamProblems({ web, functions }: DeploySettings, projectFile: string): string[] {
  const problems: string[] = [];
  const shopBaseUrl = functions.SHOP_BASE_URL ?? '';
  if (!shopBaseUrl) {
    problems.push(
      `SHOP_BASE_URL is not set in ${projectFile}: links in e-mails, the sitemap and canonical links need the shop's public address.`,
    );
  } else if (!/^https:\/\//.test(shopBaseUrl) || isLocalAddress(shopBaseUrl)) {
    problems.push(
      `SHOP_BASE_URL is ${shopBaseUrl} in ${projectFile}: it must be the shop's public https address.`,
    );
  }
  const feedUrl = functions.SUPPLIER_FEED_URL ?? '';
  if (!feedUrl) {
    problems.push(
      `SUPPLIER_FEED_URL is not set in ${projectFile}: the supplier sync would have no feed to read.`,
    );
  } else if (!/^https:\/\/[^/]/.test(feedUrl) || isLocalAddress(feedUrl)) {
    problems.push(
      `SUPPLIER_FEED_URL is ${feedUrl} in ${projectFile}: it must be the supplier's public https address (its token travels with every request).`,
    );
  }
  // App Check in stages (docs/decisions.md rule 25): off without a site key; with one, monitor, then enforce.
  const appCheck = functions.APP_CHECK || 'off';
  const siteKey = Boolean(web.VITE_APP_CHECK_SITE_KEY);
  if (!['off', 'monitor', 'enforce'].includes(appCheck)) {
    problems.push(`APP_CHECK is ${appCheck} in ${projectFile}: it must be off, monitor or enforce.`);
  } else if (siteKey && appCheck === 'off') {
    problems.push(
      `App Check is off (APP_CHECK=off in ${projectFile}) while the web app sends its tokens (VITE_APP_CHECK_SITE_KEY is set): set APP_CHECK=monitor, then enforce.`,
    );
  } else if (!siteKey && appCheck !== 'off') {
    problems.push(
      `APP_CHECK=${appCheck} in ${projectFile} but the web app has no VITE_APP_CHECK_SITE_KEY: ${appCheck === 'enforce' ? 'the API would refuse every visitor' : 'every request would be logged as without a token'}.`,
    );
  }
  return problems;
}

/** The shop's identity (docs/decisions.md rule 45): in the web build and the functions, alike. */
function identityProblems({ web, functions }: DeploySettings, projectFile: string): string[] {
  const problems: string[] = [];
  problems.push(...shopIdentityProblems(web, 'VITE_', 'web/.env.production'));
  problems.push(...shopIdentityProblems(functions, '', projectFile));
  for (const name of Object.values(SHOP_IDENTITY_SETTINGS)) {
    const inWeb = web[`VITE_${name}`]?.trim();
    const inFunctions = functions[name]?.trim();
    if (inWeb && inFunctions && inWeb !== inFunctions) {
      problems.push(
        `VITE_${name} in web/.env.production (${inWeb}) and ${name} in ${projectFile} (${inFunctions}) differ: the pages and the mails would name different details.`,
      );
    }
  }
  return problems;
}

/** The Firebase secrets, and Stripe's keys of one mode. */
function secretProblems(settings: DeploySettings, suffix: string): string[] {
  const problems: string[] = [];
  const publishableKey = settings.web.VITE_STRIPE_PUBLISHABLE_KEY ?? '';
  for (const name of settings.secretsDeclared) {
    const value = settings.secretsSet[name];
    if (value === undefined) {
      problems.push(
        `The secret ${name} is not known to be set: run firebase functions:secrets:set ${name}, then add its name to functions/.secrets.${suffix}.`,
      );
    }
  }
  const secretKey = settings.secretsSet.STRIPE_SECRET_KEY;
  if (secretKey && !/^(sk|rk)_(live|test)_/.test(secretKey)) {
    problems.push(
      'STRIPE_SECRET_KEY in the environment is not a Stripe secret key (sk_live_... or sk_test_...).',
    );
  }
  const webhookSecret = settings.secretsSet.STRIPE_WEBHOOK_SECRET;
  if (webhookSecret && !webhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET in the environment is not a webhook signing secret (whsec_...).');
  }
  if (secretKey && publishableKey && secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    problems.push(
      'STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY are of different modes (one live, one test): payments would fail.',
    );
  }
  return problems;
}

/** The Trigger Email extension: declared, pinned, in the database's region, with a sender. */
function mailExtensionProblems(settings: DeploySettings, suffix: string): string[] {
  const problems: string[] = [];
  const mailExtension = Object.entries(settings.firebaseJson.extensions ?? {}).find(([, ref]) =>
    ref.startsWith('firebase/firestore-send-email@'),
  );
  if (!mailExtension) {
    problems.push('firebase.json declares no Trigger Email extension (extensions): no e-mail would be sent.');
  } else {
    const [instance, ref] = mailExtension;
    const params = settings.extensions[instance] ?? {};
    const version = ref.slice(ref.indexOf('@') + 1);
    if (!/^\d+\.\d+\.\d+$/.test(version)) {
      problems.push(
        `firebase.json installs ${ref}: pin the mail extension to an exact version, so a deploy installs what was checked.`,
      );
    } else if (isOlderVersion(version, MAIL_EXTENSION_MIN_VERSION)) {
      problems.push(
        `firebase.json installs ${ref}: versions before ${MAIL_EXTENSION_MIN_VERSION} ship dependencies with known vulnerabilities; pin a current one.`,
      );
    }
    // The extension's trigger listens in the database's region: another one never fires.
    const firestoreLocation = settings.firebaseJson.firestore?.location;
    if (!firestoreLocation) {
      problems.push(
        "firebase.json's firestore block states no location: a deploy to a project without a database would create it in nam5 (the US).",
      );
    } else if (params.DATABASE_REGION !== firestoreLocation) {
      problems.push(
        `DATABASE_REGION of extensions/${instance}.env is ${params.DATABASE_REGION ?? 'not set'} but the database is in ${firestoreLocation} (firebase.json, firestore.location): the mail extension would not see the mail collection.`,
      );
    }
    if (params.MAIL_COLLECTION !== 'mail') {
      problems.push(
        `MAIL_COLLECTION of extensions/${instance}.env must be mail, the collection the shop writes.`,
      );
    }
    // The sender and reply-to: a mail provider verifies the sender's domain, and replies must reach the shop.
    for (const name of ['DEFAULT_FROM', 'DEFAULT_REPLY_TO']) {
      const value = params[name]?.trim() ?? '';
      if (!value) {
        problems.push(
          `${name} is not set in extensions/${instance}.env.${suffix}: the shop's mails need a sender and a reply-to address.`,
        );
      } else if (isExampleMailAddress(value)) {
        problems.push(
          `${name} is ${value} in extensions/${instance}.env.${suffix}, the demo's placeholder: an .example address receives nothing and no mail provider verifies it.`,
        );
      }
    }
    if (!params.SMTP_CONNECTION_URI) {
      problems.push(
        `SMTP_CONNECTION_URI is not set in extensions/${instance}.env.${suffix}: the mail extension has no server to send through.`,
      );
    } else if (/^smtps?:\/\/[^@/]*:[^@/]*@/.test(params.SMTP_CONNECTION_URI)) {
      problems.push(
        `SMTP_CONNECTION_URI in extensions/${instance}.env.${suffix} holds a password: keep it in the SMTP_PASSWORD secret instead.`,
      );
    }
  }
  return problems;
}

/** firebase.json's sign-in providers: carts need the anonymous one, accounts e-mail and password. */
function signInProblems(settings: DeploySettings): string[] {
  const problems: string[] = [];
  const providers = settings.firebaseJson.auth?.providers;
  if (!providers?.anonymous || !providers.emailPassword) {
    problems.push(
      'firebase.json does not enable both sign-in providers (auth.providers.anonymous and emailPassword): carts and accounts would fail.',
    );
  }
  return problems;
}

/** The TTL policies (firestore.indexes.json) and Hosting's headers and routes as their sources give them. */
function indexAndHostingProblems(settings: DeploySettings): string[] {
  const problems: string[] = [];
  const ttl = new Set(
    (settings.indexes.fieldOverrides ?? [])
      .filter((field) => field.ttl)
      .map((field) => `${field.collectionGroup}.${field.fieldPath}`),
  );
  for (const policy of REQUIRED_TTL_POLICIES) {
    if (!ttl.has(policy)) problems.push(`firestore.indexes.json declares no TTL policy on ${policy}.`);
  }
  // Hosting: the security headers and the explicit SPA routes as their sources give them.
  if (!isDeepStrictEqual(settings.firebaseJson.hosting?.headers, hostingHeaders())) {
    problems.push(
      "firebase.json's Hosting headers are not the security policy's (domain/src/security-headers.ts): run npx tsx scripts/hosting-config.ts --write.",
    );
  }
  if (!isDeepStrictEqual(settings.firebaseJson.hosting?.rewrites, hostingRewrites())) {
    problems.push(
      "firebase.json's Hosting rewrites are not the SPA's routes (web/src/config/paths.ts): run npx tsx scripts/hosting-config.ts --write.",
    );
  }
  return problems;
}

/** Each missing or unsafe piece of a deploy, one plain line each; none means ready. */
export function deployProblems(settings: DeploySettings): string[] {
  const suffix = settings.projectId ?? '<project id>';
  const projectFile = `functions/.env.${suffix}`;
  return [
    ...projectProblems(settings),
    ...webProblems(settings),
    ...functionParamProblems(settings, projectFile),
    ...identityProblems(settings, projectFile),
    ...secretProblems(settings, suffix),
    ...signInProblems(settings),
    ...mailExtensionProblems(settings, suffix),
    ...indexAndHostingProblems(settings),
  ];
}

/**
 * The domains shoppers reach the checkout on: the shop's own (SHOP_BASE_URL) and Hosting's two
 * default ones. Stripe's Payment Element shows Apple Pay and Google Pay (and Link, PayPal and Klarna's
 * express buttons) only on a domain registered with Stripe as a payment method domain.
 */
export function checkoutDomains(settings: DeploySettings): string[] {
  const domains = new Set<string>();
  try {
    if (settings.functions.SHOP_BASE_URL) domains.add(new URL(settings.functions.SHOP_BASE_URL).hostname);
  } catch {
    // Not a URL: deployProblems names it.
  }
  if (settings.projectId) {
    domains.add(`${settings.projectId}.web.app`);
    domains.add(`${settings.projectId}.firebaseapp.com`);
  }
  return [...domains];
}

/** What is allowed but not finished, one plain line each: printed with a ready verdict. */
export function deployWarnings(settings: DeploySettings): string[] {
  const warnings: string[] = [];
  const registered = new Set(settings.paymentMethodDomains.map((domain) => domain.toLowerCase()));
  const unconfirmed = checkoutDomains(settings).filter((domain) => !registered.has(domain.toLowerCase()));
  if (unconfirmed.length > 0) {
    warnings.push(
      `Cannot confirm that ${unconfirmed.join(', ')} ${unconfirmed.length === 1 ? 'is' : 'are'} registered with Stripe as payment method domains: Apple Pay and Google Pay show only on registered domains. Register each (docs/deploy.md, Stripe payment methods) and list it in functions/.payment-method-domains.${settings.projectName ?? settings.projectId ?? '<project id>'}.`,
    );
  }
  if (settings.functions.APP_CHECK === 'monitor' && settings.web.VITE_APP_CHECK_SITE_KEY) {
    warnings.push(
      `App Check is monitored, not enforced (APP_CHECK=monitor in functions/.env.${settings.projectId ?? '<project id>'}): the API logs requests without a valid token ("App Check (monitor)") and lets them through; set APP_CHECK=enforce once those logs show only stragglers.`,
    );
  }
  return warnings;
}

/** KEY=value lines of a file, or nothing when it does not exist. */
function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? (parseEnv(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Files of a folder tree whose name ends in .ts. */
function typeScriptFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Reads what deployProblems checks from the repo at `root`, for the project named `project` (an alias
 * of .firebaserc or a project id; default: .firebaserc's default). `environment` stands for the
 * process environment: VITE_* settings there override web/.env.production as they do in Vite, and
 * secrets there count as set.
 */
export function readDeploySettings(
  root: string,
  project: string | undefined,
  environment: Record<string, string | undefined>,
): DeploySettings {
  const firebaserc = existsSync(join(root, '.firebaserc'))
    ? readJson<{ projects?: Record<string, string> }>(join(root, '.firebaserc'))
    : {};
  const aliases = firebaserc.projects ?? {};
  const projectName = project ?? (aliases.default ? 'default' : undefined);
  const projectId = projectName ? (aliases[projectName] ?? projectName) : undefined;
  // firebase-tools reads .env, then .env.<project id>, then .env.<alias>; Vite the mode's files. The
  // same project is named by its id (firebase-tools hands its predeploy hooks only GCLOUD_PROJECT=<id>)
  // or by any of its aliases, so every per-project file is read under each of its names: the verdict
  // must not depend on how the check was called.
  const projectAliases = Object.keys(aliases).filter(
    (alias) => alias !== projectId && aliases[alias] === projectId,
  );
  const suffixes = projectId ? [projectId, ...projectAliases] : [];
  const merge = (files: string[]) => Object.assign({}, ...files.map(readEnvFile)) as Record<string, string>;

  const webFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const web = merge(webFiles.map((file) => join(root, 'web', file)));
  for (const [key, value] of Object.entries(environment)) {
    if (key.startsWith('VITE_') && value !== undefined) web[key] = value;
  }
  const functions = merge(
    ['.env', ...suffixes.map((suffix) => `.env.${suffix}`)].map((file) => join(root, 'functions', file)),
  );

  const firebaseJson = readJson<FirebaseJson>(join(root, 'firebase.json'));
  const extensions = Object.fromEntries(
    Object.keys(firebaseJson.extensions ?? {}).map((instance) => [
      instance,
      merge(
        [`${instance}.env`, ...suffixes.map((suffix) => `${instance}.env.${suffix}`)].map((file) =>
          join(root, 'extensions', file),
        ),
      ),
    ]),
  );

  const secretsDeclared = [
    ...new Set(
      typeScriptFiles(join(root, 'functions', 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/defineSecret\(\s*['"]([A-Z0-9_]+)['"]/g)].map(
          (match) => match[1]!,
        ),
      ),
    ),
  ].sort();
  // Names listed one per line, # comments allowed, in a file of the project's (under any of its names).
  const listedIn = (prefix: string) =>
    suffixes.flatMap((suffix) => {
      const path = join(root, 'functions', `${prefix}.${suffix}`);
      return existsSync(path)
        ? readFileSync(path, 'utf8')
            .split('\n')
            .map((line) => line.replace(/#.*/, '').trim())
            .filter(Boolean)
        : [];
    });
  const listed = new Set(listedIn('.secrets'));
  const secretsSet: Record<string, string | undefined> = {};
  for (const name of secretsDeclared) {
    const value = environment[name];
    if (value) secretsSet[name] = value;
    else if (listed.has(name)) secretsSet[name] = '';
  }

  return {
    projectId,
    projectName,
    projectFileSuffixes: suffixes,
    web,
    functions,
    firebaseJson,
    indexes: readJson<IndexesJson>(join(root, 'firestore.indexes.json')),
    extensions,
    secretsDeclared,
    secretsSet,
    paymentMethodDomains: listedIn('.payment-method-domains'),
  };
}

/**
 * The project a run of the check is for, as it was called: `--project <alias or id>`, else the
 * GCLOUD_PROJECT firebase-tools gives its predeploy hooks (always the project id), else none
 * (readDeploySettings then takes .firebaserc's default).
 */
export function projectOfInvocation(
  argv: readonly string[],
  environment: Record<string, string | undefined>,
): string | undefined {
  const flag = argv.indexOf('--project');
  return (flag >= 0 ? argv[flag + 1] : undefined) || environment.GCLOUD_PROJECT || undefined;
}

/** The check's verdict as `npm run deploy:check` prints it: whether to deploy, and the lines to print. */
export function deployVerdict(
  root: string,
  argv: readonly string[],
  environment: Record<string, string | undefined>,
): { ready: boolean; lines: string[] } {
  const settings = readDeploySettings(root, projectOfInvocation(argv, environment), environment);
  const problems = deployProblems(settings);
  const warnings = deployWarnings(settings).map((line) => `  warning: ${line}`);
  const target = settings.projectId ?? 'no project';
  return problems.length > 0
    ? {
        ready: false,
        lines: [
          `Not ready to deploy to ${target} (docs/deploy.md):`,
          ...problems.map((line) => `  - ${line}`),
        ],
      }
    : {
        ready: true,
        lines: [`Ready to deploy to ${target}: every setting the deploy needs is in place.`, ...warnings],
      };
}
