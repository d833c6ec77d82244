// `npm run deploy:check`: the repo as committed is not ready for a real project, and says why; a
// complete configuration passes; each unsafe setting is named.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployProblems, deployVerdict, readDeploySettings } from '../../scripts/deploy-check-rules';
import { repoRoot } from '../../scripts/lib/preflight';

/** A copy of the repo's deploy configuration with a complete production setup for project `shop-live`. */
/** A real company's details, as the shop's identity settings (docs/decisions.md rule 45). */
const identity = {
  SHOP_LEGAL_NAME: 'Borsa Handel B.V.',
  SHOP_STREET: 'Keizersgracht 12',
  SHOP_POSTCODE: '1015 CR',
  SHOP_CITY: 'Amsterdam',
  SHOP_KVK_NUMBER: '12345678',
  SHOP_VAT_NUMBER: 'NL123456789B01',
  SHOP_EMAIL: 'service@borsa-handel.nl',
  SHOP_PHONE: '+31 20 123 4567',
};
const envLines = (settings: Record<string, string>, prefix = '') =>
  Object.entries(settings).map(([key, value]) => `${prefix}${key}=${value}`);

function createCompleteConfiguration(): string {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  for (const file of ['firebase.json', 'firestore.indexes.json', 'extensions', 'functions/src']) {
    cpSync(join(repoRoot, file), join(root, file), { recursive: true });
  }
  mkdirSync(join(root, 'web'), { recursive: true });
  writeFileSync(
    join(root, '.firebaserc'),
    JSON.stringify({ projects: { default: 'demo-maison-borsa', live: 'shop-live' } }),
  );
  writeFileSync(
    join(root, 'web', '.env.production'),
    [
      'VITE_FIREBASE_PROJECT_ID=shop-live',
      'VITE_FIREBASE_API_KEY=AIzaSyExampleExampleExampleExample1234',
      'VITE_STRIPE_PUBLISHABLE_KEY=pk_live_example',
      'VITE_APP_CHECK_SITE_KEY=6LexampleSiteKey',
      ...envLines(identity, 'VITE_'),
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'functions', '.env.shop-live'),
    [
      'SHOP_BASE_URL=https://www.maisonborsa.example',
      'SUPPLIER_FEED_URL=https://supplier.example/feed.json',
      'APP_CHECK=enforce',
      ...envLines(identity),
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'functions', '.secrets.live'),
    '# set with firebase functions:secrets:set\nSTRIPE_SECRET_KEY\nSTRIPE_WEBHOOK_SECRET\nSUPPLIER_FEED_TOKEN\n',
  );
  writeFileSync(
    join(root, 'functions', '.payment-method-domains.live'),
    '# registered with Stripe (Settings, Payment method domains)\nwww.maisonborsa.example\nshop-live.web.app\nshop-live.firebaseapp.com\n',
  );
  writeFileSync(
    join(root, 'extensions', 'firestore-send-email.env.shop-live'),
    [
      'SMTP_CONNECTION_URI=smtps://shop@smtp.example.com:465',
      'DEFAULT_FROM=Maison Borsa <service@borsa-handel.nl>',
      'DEFAULT_REPLY_TO=service@borsa-handel.nl',
    ].join('\n'),
  );
  return root;
}

describe('deploy:check', () => {
  it('names SHOP_BASE_URL and VITE_STRIPE_PUBLISHABLE_KEY on the repo as committed', () => {
    const problems = deployProblems(readDeploySettings(repoRoot, undefined, {}));

    expect(problems.some((line) => line.startsWith('SHOP_BASE_URL is not set'))).toBe(true);
    expect(problems.some((line) => line.startsWith('VITE_STRIPE_PUBLISHABLE_KEY is not set'))).toBe(true);
    expect(problems.some((line) => line.includes('demo-maison-borsa, a demo project'))).toBe(true);
    // One plain line each.
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('passes a complete configuration', () => {
    const root = createCompleteConfiguration();

    expect(deployProblems(readDeploySettings(root, 'live', {}))).toEqual([]);
  });

  it('gives the same verdict by alias, by project id and as the predeploy hooks call it', () => {
    const root = createCompleteConfiguration();
    const byAlias = deployVerdict(root, ['--project', 'live'], {});
    const byId = deployVerdict(root, ['--project', 'shop-live'], {});
    // firebase-tools runs `npm run deploy:check` with no argument and GCLOUD_PROJECT=<project id>.
    const asHook = deployVerdict(root, [], { GCLOUD_PROJECT: 'shop-live' });

    expect(byAlias).toEqual({
      ready: true,
      lines: ['Ready to deploy to shop-live: every setting the deploy needs is in place.'],
    });
    expect(byId).toEqual(byAlias);
    expect(asHook).toEqual(byAlias);
  });

  it('reads every per-project file under the alias as under the id, so a missing piece is named the same way', () => {
    const root = createCompleteConfiguration();
    // The secrets listed under the project id, the functions' settings under the alias.
    renameSync(join(root, 'functions', '.secrets.live'), join(root, 'functions', '.secrets.shop-live'));
    renameSync(join(root, 'functions', '.env.shop-live'), join(root, 'functions', '.env.live'));
    writeFileSync(join(root, 'functions', '.secrets.shop-live'), 'STRIPE_SECRET_KEY\nSUPPLIER_FEED_TOKEN\n');

    const verdicts = [
      deployVerdict(root, ['--project', 'live'], {}),
      deployVerdict(root, ['--project', 'shop-live'], {}),
      deployVerdict(root, [], { GCLOUD_PROJECT: 'shop-live' }),
    ];

    expect(verdicts[0]).toEqual({
      ready: false,
      lines: [
        'Not ready to deploy to shop-live (docs/deploy.md):',
        '  - The secret STRIPE_WEBHOOK_SECRET is not known to be set: run firebase functions:secrets:set STRIPE_WEBHOOK_SECRET, then add its name to functions/.secrets.shop-live.',
      ],
    });
    expect(verdicts[1]).toEqual(verdicts[0]);
    expect(verdicts[2]).toEqual(verdicts[0]);
  });

  it('names each unsafe setting', () => {
    const root = createCompleteConfiguration();
    writeFileSync(
      join(root, 'functions', '.env.shop-live'),
      [
        'SHOP_BASE_URL=http://127.0.0.1:5000',
        'SUPPLIER_FEED_URL=https://supplier.example/feed.json',
        'APP_CHECK=off',
        ...envLines(identity),
      ].join('\n'),
    );
    writeFileSync(join(root, 'functions', '.secrets.live'), 'STRIPE_WEBHOOK_SECRET\nSUPPLIER_FEED_TOKEN\n');

    const problems = deployProblems(
      readDeploySettings(root, 'live', {
        VITE_FIREBASE_PROJECT_ID: 'demo-maison-borsa',
        STRIPE_SECRET_KEY: 'sk_test_example',
      }),
    );

    expect(problems).toEqual([
      'VITE_FIREBASE_PROJECT_ID is demo-maison-borsa in web/.env.production: a production build must not use a demo- project.',
      "SHOP_BASE_URL is http://127.0.0.1:5000 in functions/.env.shop-live: it must be the shop's public https address.",
      'App Check is off (APP_CHECK=off in functions/.env.shop-live) while the web app sends its tokens (VITE_APP_CHECK_SITE_KEY is set): set APP_CHECK=monitor, then enforce.',
      'STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY are of different modes (one live, one test): payments would fail.',
    ]);
  });

  it("refuses the demo's company details and .example addresses, naming each", () => {
    const root = createCompleteConfiguration();
    const demo = {
      ...identity,
      SHOP_KVK_NUMBER: '00000000',
      SHOP_VAT_NUMBER: 'NL000000000B01',
      SHOP_EMAIL: 'service@maisonborsa.example',
      SHOP_PHONE: '+31 20 000 0000',
    };
    const webFile = join(root, 'web', '.env.production');
    writeFileSync(webFile, [readFileSync(webFile, 'utf8'), ...envLines(demo, 'VITE_')].join('\n'));
    writeFileSync(
      join(root, 'functions', '.env.live'),
      [...envLines({ ...demo, SHOP_EMAIL: identity.SHOP_EMAIL }), 'SHOP_POSTCODE='].join('\n'),
    );
    writeFileSync(
      join(root, 'extensions', 'firestore-send-email.env.live'),
      'DEFAULT_FROM=Maison Borsa <service@maisonborsa.example>\nDEFAULT_REPLY_TO=service@maisonborsa.example\n',
    );

    const verdict = deployVerdict(root, [], { GCLOUD_PROJECT: 'shop-live' });

    expect(verdict.ready).toBe(false);
    expect(verdict.lines.slice(1)).toEqual([
      "  - VITE_SHOP_KVK_NUMBER is 00000000 in web/.env.production, the demo's placeholder: set the shop's real Chamber of Commerce (KvK) number.",
      "  - VITE_SHOP_VAT_NUMBER is NL000000000B01 in web/.env.production, the demo's placeholder: set the shop's real VAT number.",
      "  - VITE_SHOP_EMAIL is service@maisonborsa.example in web/.env.production, the demo's placeholder: set the shop's real service e-mail address.",
      "  - VITE_SHOP_PHONE is +31 20 000 0000 in web/.env.production, the demo's placeholder: set the shop's real phone number.",
      "  - SHOP_POSTCODE is not set in functions/.env.shop-live: the shop's postcode appears on its legal pages and mails.",
      "  - SHOP_KVK_NUMBER is 00000000 in functions/.env.shop-live, the demo's placeholder: set the shop's real Chamber of Commerce (KvK) number.",
      "  - SHOP_VAT_NUMBER is NL000000000B01 in functions/.env.shop-live, the demo's placeholder: set the shop's real VAT number.",
      "  - SHOP_PHONE is +31 20 000 0000 in functions/.env.shop-live, the demo's placeholder: set the shop's real phone number.",
      '  - VITE_SHOP_EMAIL in web/.env.production (service@maisonborsa.example) and SHOP_EMAIL in functions/.env.shop-live (service@borsa-handel.nl) differ: the pages and the mails would name different details.',
      "  - DEFAULT_FROM is Maison Borsa <service@maisonborsa.example> in extensions/firestore-send-email.env.shop-live, the demo's placeholder: an .example address receives nothing and no mail provider verifies it.",
      "  - DEFAULT_REPLY_TO is service@maisonborsa.example in extensions/firestore-send-email.env.shop-live, the demo's placeholder: an .example address receives nothing and no mail provider verifies it.",
    ]);
  });

  it('warns when it cannot confirm that the checkout domains are registered with Stripe for Apple Pay and Google Pay', () => {
    const root = createCompleteConfiguration();
    writeFileSync(join(root, 'functions', '.payment-method-domains.live'), 'www.maisonborsa.example\n');

    expect(deployVerdict(root, ['--project', 'live'], {})).toEqual({
      ready: true,
      lines: [
        'Ready to deploy to shop-live: every setting the deploy needs is in place.',
        '  warning: Cannot confirm that shop-live.web.app, shop-live.firebaseapp.com are registered with Stripe as payment method domains: Apple Pay and Google Pay show only on registered domains. Register each (docs/deploy.md, Stripe payment methods) and list it in functions/.payment-method-domains.live.',
      ],
    });
    // Listed under the project's id rather than its alias: the same.
    renameSync(
      join(root, 'functions', '.payment-method-domains.live'),
      join(root, 'functions', '.payment-method-domains.shop-live'),
    );
    writeFileSync(
      join(root, 'functions', '.payment-method-domains.shop-live'),
      'WWW.maisonborsa.example\nshop-live.web.app\nshop-live.firebaseapp.com\n',
    );
    expect(deployVerdict(root, [], { GCLOUD_PROJECT: 'shop-live' }).lines).toEqual([
      'Ready to deploy to shop-live: every setting the deploy needs is in place.',
    ]);
  });

  it('accepts App Check monitored with a warning, the same by alias, by id and as the hooks call it', () => {
    const root = createCompleteConfiguration();
    writeFileSync(join(root, 'functions', '.env.live'), 'APP_CHECK=monitor\n');

    const verdicts = [
      deployVerdict(root, ['--project', 'live'], {}),
      deployVerdict(root, ['--project', 'shop-live'], {}),
      deployVerdict(root, [], { GCLOUD_PROJECT: 'shop-live' }),
    ];

    expect(verdicts[0]).toEqual({
      ready: true,
      lines: [
        'Ready to deploy to shop-live: every setting the deploy needs is in place.',
        '  warning: App Check is monitored, not enforced (APP_CHECK=monitor in functions/.env.shop-live): the API logs requests without a valid token ("App Check (monitor)") and lets them through; set APP_CHECK=enforce once those logs show only stragglers.',
      ],
    });
    expect(verdicts[1]).toEqual(verdicts[0]);
    expect(verdicts[2]).toEqual(verdicts[0]);
  });

  it.each([
    ['http', 'http://supplier.example/feed.json'],
    ['on this machine', 'https://localhost:8443/feed.json'],
    ['on a loopback address', 'https://127.0.0.2/feed.json'],
    ['on a private network', 'https://10.1.2.3/feed.json'],
    ['on a private network', 'https://192.168.1.20/feed.json'],
    ['on a private network', 'https://172.20.0.5/feed.json'],
    ['on a link-local address', 'https://[fe80::1]/feed.json'],
  ])('refuses a supplier feed %s (%s)', (_case, feedUrl) => {
    const root = createCompleteConfiguration();
    writeFileSync(join(root, 'functions', '.env.live'), `SUPPLIER_FEED_URL=${feedUrl}\n`);

    expect(deployProblems(readDeploySettings(root, 'live', {}))).toEqual([
      `SUPPLIER_FEED_URL is ${feedUrl} in functions/.env.shop-live: it must be the supplier's public https address (its token travels with every request).`,
    ]);
  });

  it('refuses a mail extension in another region than the database, an old or unpinned one, and a monitor stage without a site key', () => {
    const root = createCompleteConfiguration();
    const firebaseJsonFile = join(root, 'firebase.json');
    const firebaseJson = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as {
      firestore: { location: string };
      extensions: Record<string, string>;
    };
    firebaseJson.firestore.location = 'europe-west4';
    firebaseJson.extensions['firestore-send-email'] = 'firebase/firestore-send-email@0.2.4';
    writeFileSync(firebaseJsonFile, JSON.stringify(firebaseJson));
    writeFileSync(join(root, 'functions', '.env.live'), 'APP_CHECK=monitor\n');
    const webFile = join(root, 'web', '.env.production');
    writeFileSync(webFile, readFileSync(webFile, 'utf8').replace(/^VITE_APP_CHECK_SITE_KEY=.*$/m, ''));

    expect(deployProblems(readDeploySettings(root, 'live', {}))).toEqual([
      'APP_CHECK=monitor in functions/.env.shop-live but the web app has no VITE_APP_CHECK_SITE_KEY: every request would be logged as without a token.',
      'firebase.json installs firebase/firestore-send-email@0.2.4: versions before 0.2.5 ship dependencies with known vulnerabilities; pin a current one.',
      'DATABASE_REGION of extensions/firestore-send-email.env is eur3 but the database is in europe-west4 (firebase.json, firestore.location): the mail extension would not see the mail collection.',
    ]);

    firebaseJson.extensions['firestore-send-email'] = 'firebase/firestore-send-email@latest';
    writeFileSync(firebaseJsonFile, JSON.stringify(firebaseJson));
    expect(deployProblems(readDeploySettings(root, 'live', {}))).toContain(
      'firebase.json installs firebase/firestore-send-email@latest: pin the mail extension to an exact version, so a deploy installs what was checked.',
    );
  });

  it('names a secret that is neither in the environment nor listed as set', () => {
    const root = createCompleteConfiguration();
    writeFileSync(join(root, 'functions', '.secrets.live'), 'STRIPE_SECRET_KEY\nSUPPLIER_FEED_TOKEN\n');

    expect(deployProblems(readDeploySettings(root, 'live', {}))).toEqual([
      'The secret STRIPE_WEBHOOK_SECRET is not known to be set: run firebase functions:secrets:set STRIPE_WEBHOOK_SECRET, then add its name to functions/.secrets.shop-live.',
    ]);
  });
});
