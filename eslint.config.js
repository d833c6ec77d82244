// Lint rules, including the import boundaries the architecture depends on:
// domain/ is pure (no Firebase, no web/functions code); only web/src/lib/firebase talks to the
// Firebase SDK; storefront and admin features never import each other; the web's shared code
// (components/, hooks/, lib/, config/) imports no feature; in functions/, only http/ speaks HTTP.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A regex, not a glob: a glob like `firebase/*` would also match our own `@/lib/firebase/auth`.
const firebaseModules = '^(firebase|firebase-admin|firebase-functions)(/.*)?$|^@google-cloud/';

// The shop's own Link (web/src/components/ui/link.tsx says why), never the router's.
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: "Use Link from '@/components/ui/link'.",
};

// Features build on the shared code; shared code that imported a feature would tie every other
// feature (and the admin bundle) to it.
const featureImports = {
  group: ['@/features', '@/features/**', '**/features/**'],
  message: 'Shared web code (components/, hooks/, lib/, config/) imports no feature.',
};

// The functions' data, payment, job and mail code throws the shop's errors (@shop/domain's
// DomainError and RefusalError kinds); functions/src/http alone turns them into statuses and bodies.
const httpImports = {
  regex: '^(\\.\\./)+http(/.*)?$',
  message:
    'Only functions/src/http speaks HTTP: throw a DomainError or a RefusalError kind from @shop/domain; http/errors.ts gives it its status.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'functions/lib/**',
      '.tsbuild/**',
      '.emulators/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: firebaseModules, message: 'domain/ is pure business rules: it imports no Firebase.' },
            {
              group: ['**/web/**', '**/functions/**', '@shop/web', '@shop/functions', 'react', 'react-*'],
              message: 'domain/ imports nothing from web/ or functions/.',
            },
            { group: ['node:*'], message: 'domain/ runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/{data,payments,jobs,mail}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpImports] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            { regex: firebaseModules, message: 'Only web/src/lib/firebase imports the Firebase SDK.' },
            { group: ['**/functions/**', '@shop/functions'], message: 'The SPA never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            featureImports,
            { regex: firebaseModules, message: 'Only web/src/lib/firebase imports the Firebase SDK.' },
            { group: ['**/functions/**', '@shop/functions'], message: 'The SPA never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/firebase/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureImports] }] },
  },
  {
    files: ['web/src/features/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['**/features/!(admin)/**', '**/features/!(admin)'],
              message: 'Admin features never import storefront features.',
            },
            { regex: firebaseModules, message: 'Only web/src/lib/firebase imports the Firebase SDK.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/!(admin)/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['**/features/admin', '**/features/admin/**', '**/admin/**'],
              message: 'Storefront features never import admin code: it would ship admin code to shoppers.',
            },
            { regex: firebaseModules, message: 'Only web/src/lib/firebase imports the Firebase SDK.' },
          ],
        },
      ],
    },
  },
  {
    // No function over 150 lines (blank lines and comments not counted): a longer one is split into
    // components, hooks or helpers that a newcomer reads on one screen (test/scripts/lint-boundaries.test.ts).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // No domain module over 450 lines, every line counted: a longer one holds several subjects, and
    // each gets a module of its own (the dictionaries one per word group, the schemas per area).
    files: ['domain/src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
);
