import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv } from './src/config/env-schema.ts';
import { firestoreOrigin } from './src/lib/firebase/endpoints.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const envDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

const normalise = (id: string) => id.replaceAll('\\', '/');

/** Admin-only modules: the admin screens and features, and libraries only admin screens use. */
const isAdminModule = (id: string) =>
  /\/web\/src\/(features\/admin|app\/routes\/admin)\//.test(normalise(id)) ||
  /\/node_modules\/xlsx\//.test(normalise(id));

export default defineConfig(({ mode }) => {
  // The app's configuration, validated here (a bad value fails the build) and inlined as a constant:
  // `vite build --mode emulator` reads .env.emulator, plain `vite build` (deploy) .env.production*.
  const shopEnv = parseEnv(loadEnv(mode, envDir, 'VITE_'));
  return {
    plugins: [
      react(),
      {
        // A page's first data comes from Firestore, another origin: open that connection while the
        // JavaScript downloads rather than after it (issue 12).
        name: 'preconnect-firestore',
        transformIndexHtml: () => [
          {
            tag: 'link',
            attrs: { rel: 'preconnect', href: firestoreOrigin(shopEnv.USE_EMULATORS), crossorigin: '' },
            injectTo: 'head',
          },
        ],
      },
    ],
    define: {
      __SHOP_ENV__: JSON.stringify(shopEnv),
    },
    resolve: {
      alias: { '@': srcDir },
    },
    build: {
      target: 'es2022',
      // The manifest lets tests and the bundle report see which chunks a route loads.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // @shop/domain is pure (no module-level side effects) but its package.json does not say so
          // ("sideEffects": false); without this its zod schemas (and zod) ship to every page that
          // only needs formatEuro or shopConfig.
          moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        },
        output: {
          codeSplitting: {
            groups: [
              // React, ReactDOM and the router: needed by every page, rarely changing, cached apart.
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                priority: 30,
              },
              // The parts of Chakra UI that every page loads ($initial: statically reachable from the
              // entry). Modules only lazy screens use stay with those screens. Firebase has no group:
              // no page loads it before its first paint (docs/architecture.md, "Performance").
              {
                name: 'chakra',
                test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]/,
                tags: ['$initial'],
                priority: 20,
              },
              // Admin code in chunks of its own that only admin routes import. Dependencies are not
              // pulled in, so shared code stays in shared chunks and no storefront chunk ever imports
              // from an admin chunk.
              {
                name: 'admin',
                test: isAdminModule,
                includeDependenciesRecursively: false,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  };
});
