import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { ChakraProvider, createSystem } from '@chakra-ui/react/styled-system';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { shopConfig, shopGlobalStyles } from './src/app/theme.ts';
import { shopIdentityFromSettings, type ShopIdentity } from '../domain/src/shop-identity.ts';
import { EnvSchema, parseEnv } from './src/config/env-schema.ts';
import { firestoreOrigin } from './src/lib/firebase/endpoints.ts';
import { inlineScriptHashes } from './vite-csp.ts';
import { closure, type Manifest } from './vite-manifest.ts';
import { pageWords } from './vite-words.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const envDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * React Router's production build. Its package's exports name only its development build, which
 * differs in one constant (ENABLE_DEV_WARNINGS = true; remix-run/react-router#14102): through them
 * every page ships the router's development warnings and runs their checks. Both entries the shop
 * reaches (react-router-dom re-exports them) go to the production files, so there is one router and
 * one router context, never one of each build.
 */
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * React Router's production build names its components and contexts at module level
 * (`Link.displayName = "Link"`), and makes them with React calls the bundler cannot tell are pure
 * (`React.forwardRef(...)`, `React.createContext(...)`): both keep each component and all it uses
 * (Form, NavLink, the framework mode's prefetching) in every page's first load, imported or not.
 * Without the names, which only React's developer tools read, and with those calls marked pure, the
 * router's unused parts drop out.
 */
function shakableRouter(): Plugin {
  return {
    name: 'shakable-router',
    transform(code, id) {
      if (!normalise(id).startsWith(normalise(routerProduction))) return null;
      const shakable = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(
          /(?<!@__PURE__ \*\/ )\b(React\d*)\.(forwardRef|memo|createContext)\(/g,
          '/* @__PURE__ */ $1.$2(',
        );
      // Lines stay where they were: the source map before this step still holds (map: null).
      return { code: shakable, map: null };
    },
  };
}

/** Chrome's explicit compile hint: a file that starts with it is compiled whole as it loads. */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks every page runs as it starts (React and the router, the route table, the shell) ask V8
 * to compile all their functions at once, on a background thread while they stream in, instead of
 * each on the main thread at its first call: most of them run during the first render anyway. The
 * hint must be the file's first line, so it goes on after minification (which drops comments).
 */
function compileHints(chunkNames: ReadonlySet<string>): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    // After every other plugin's (Vite's preload list is added to the top of a chunk there).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !chunkNames.has(file.name)) continue;
          file.code = COMPILE_ALL + file.code;
          // One line more at the top: a source map, where there is one, moves down a line with it.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/** A chunk every page has from index.html: its entry, and the shell's chunks it preloads (preloadShell). */
const isStartingChunk = (fileName: string) =>
  /^assets\/(index|route-table|react|boot|rolldown-runtime)-[\w-]{8}\.js$/.test(fileName);

/** The admin's chunk (the `admin` group below), which holds its screens' table (routes/admin/screens.ts). */
const isAdminScreens = (fileName: string) => /^assets\/admin-[\w-]{8}\.js$/.test(fileName);

/** Admin-only modules: the admin screens and features, and libraries only admin screens use. */
const isAdminModule = (id: string) =>
  /\/web\/src\/(features\/admin|app\/routes\/admin)\//.test(normalise(id)) ||
  /\/node_modules\/xlsx\//.test(normalise(id));

/**
 * What src/main.tsx runs before it loads the shell: the route table, the paths it names and the
 * pages' first reads (the Firestore REST client and what it needs): no React among them.
 */
const isRouteTableModule = (id: string) =>
  /\/web\/src\/(main\.tsx|app\/route-loaders\.ts|app\/i18n\/(page-language|word-groups)\.ts|config\/|features\/catalog\/api\/(listing-reads|first-reads)\.ts|lib\/(early-reads|image-hints|stale-chunks|zod-without-eval)\.ts|lib\/firebase\/(firestore-rest|catalogue|listings|endpoints|emulators|page-reads)\.ts)/.test(
    normalise(id),
  );

/**
 * A chunk of its own for a few small modules that several pages share (a pattern over their paths):
 * one request and one compile task where each module would be its own. Their dependencies stay in
 * their own chunks; the priority ranks the group above the shell and the admin.
 */
const sharedModules = (name: string, pattern: RegExp, priority = 13) => ({
  name,
  test: (id: string) => pattern.test(normalise(id)),
  includeDependenciesRecursively: false,
  priority,
});

/**
 * Chakra's global styles as one stylesheet linked from index.html (src/app/theme.ts): exactly the
 * <style> elements ChakraProvider would insert at run time, rendered here once with the same
 * emotion and stylis, so the phone neither serialises nor inserts them before its first paint.
 */
function chakraGlobalStylesheet(): Plugin {
  const wholeSystem = createSystem(defaultBaseConfig, shopConfig, shopGlobalStyles);
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: wholeSystem, children: null }));
  const css = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
  if (!css.includes('--chakra-colors-'))
    throw new Error('The prebuilt Chakra stylesheet has no design tokens');
  const fileName = `assets/shop-global-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  let serving = false;
  return {
    name: 'chakra-global-stylesheet',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      serving = config.command === 'serve';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: () => [
      serving
        ? { tag: 'style', children: css, injectTo: 'head' }
        : { tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' },
    ],
  };
}

/**
 * The shell's chunks (React, Chakra, boot.tsx and what it imports statically) preloaded from
 * index.html: main.tsx imports the shell only after it has run the route table, so without these
 * hints the largest downloads start one round trip after the entry instead of beside it.
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const boot = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'boot',
        );
        if (!boot || boot.type !== 'chunk') throw new Error('The build has no boot chunk to preload');
        // The shell's styles need nothing here: the storefront's CSS is one stylesheet (cssCodeSplit).
        const scripts = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          scripts.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(boot.fileName);
        return [...scripts]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * For the server renderer (src/server.tsx): the chunks each storefront page's module and the
 * storefront footer load, by module file, from the browser build's manifest (built first, build.ts).
 * The server names the current page's in the page starter's preloads: the browser then downloads
 * them beside React instead of once the route table has run, and the footer's instead of once the
 * shell has run.
 */
function pageChunks(): Record<string, string[]> {
  const manifestFile = new URL('./dist/.vite/manifest.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = Object.entries(manifest).filter(
    ([key, chunk]) =>
      chunk.isDynamicEntry &&
      (key.startsWith('src/app/routes/storefront/') ||
        key === 'src/app/layouts/storefront-footer.tsx' ||
        key.startsWith('virtual:page-words/')),
  );
  if (pages.length === 0) throw new Error(`${manifestFile.pathname} names no storefront page`);
  return Object.fromEntries(
    pages.map(([key]) => [
      key,
      [...closure(manifest, [key], false)].map((chunk) => `/${manifest[chunk]!.file}`),
    ]),
  );
}

/** `__SHOP_IDENTITY__.<field>` (and `.address.<field>`) -> its value, for `define` (src/config/build-constants.d.ts). */
function identityDefines(identity: ShopIdentity): Record<string, string> {
  const { address, ...fields } = identity;
  return Object.fromEntries([
    ...Object.entries(fields).map(([name, value]) => [`__SHOP_IDENTITY__.${name}`, JSON.stringify(value)]),
    ...Object.entries(address).map(([name, value]) => [
      `__SHOP_IDENTITY__.address.${name}`,
      JSON.stringify(value),
    ]),
  ]);
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // The app's configuration, validated here (a bad value fails the build) and inlined as a constant:
  // `vite build --mode emulator` reads .env.emulator, plain `vite build` (deploy) .env.production*.
  const shopEnv = parseEnv(loadEnv(mode, envDir, 'VITE_'));
  // The page finds its stack's emulators itself (src/lib/firebase/endpoints.ts); this hint can only
  // guess, so it names the stack being built for (EMULATOR_PORT_OFFSET, as scripts/lib/stack.ts).
  const portOffset = Number(loadEnv(mode, envDir, 'EMULATOR_PORT_OFFSET').EMULATOR_PORT_OFFSET ?? 0);
  return {
    plugins: [
      react(),
      shakableRouter(),
      compileHints(new Set(['react', 'route-table', 'boot'])),
      chakraGlobalStylesheet(),
      pageWords(),
      preloadShell(),
      inlineScriptHashes(),
      {
        // A page's first data comes from Firestore, another origin: open that connection while the
        // JavaScript downloads rather than after it.
        name: 'preconnect-firestore',
        transformIndexHtml: () => [
          {
            tag: 'link',
            attrs: {
              rel: 'preconnect',
              href: firestoreOrigin(shopEnv.USE_EMULATORS, portOffset),
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ],
      },
    ],
    define: {
      // Each setting on its own, inlined where the app reads it (src/config/env.ts says why).
      ...Object.fromEntries(
        Object.keys(EnvSchema.shape).map((name) => [
          `__SHOP_ENV__.${name}`,
          JSON.stringify(shopEnv[name as keyof typeof shopEnv]) ?? 'undefined',
        ]),
      ),
      // Whether analytics (and so the cookie banner) exists, as a constant the minifier folds: code
      // behind it costs nothing where no measurement id is configured, and reading it imports nothing.
      __SHOP_ANALYTICS__: JSON.stringify(Boolean(shopEnv.FIREBASE_MEASUREMENT_ID)),
      // The shop's identity, a per-project setting (docs/decisions.md rule 45; the demo's on a demo-
      // project), each value inlined where a page reads it, like the settings above: no module of its
      // own for the pages to share, so no chunk of its own on every page's first load.
      ...identityDefines(
        shopIdentityFromSettings(loadEnv(mode, envDir, 'VITE_SHOP_'), 'VITE_', shopEnv.FIREBASE_PROJECT_ID),
      ),
      // The server renderer bundles React: its production build, whatever NODE_ENV runs it.
      ...(isSsrBuild
        ? {
            'process.env.NODE_ENV': JSON.stringify('production'),
            __PAGE_CHUNKS__: JSON.stringify(pageChunks()),
          }
        : {}),
    },
    resolve: {
      alias: [
        { find: '@', replacement: srcDir },
        { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
      ],
    },
    // The server renderer (src/server.tsx, build.ts) is one self-contained module: the functions
    // that run it install none of the web's packages.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? {
          target: 'node22',
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false } },
        }
      : {
          target: 'es2022',
          // The manifest lets tests and the bundle report see which chunks a route loads.
          manifest: true,
          // Every browser the es2022 target admits knows <link rel="modulepreload">: no polyfill.
          modulePreload: {
            polyfill: false,
            // A lazy import's list leaves out the chunks index.html already loads or preloads (the
            // entry, the route table, React and the shell, preloadShell): the preload helper would skip
            // them anyway, and their names in every page's list were bytes of every page's first load.
            // The admin's screens (its `admin` chunk), which the router in the shell imports, have no
            // list there: it named the thirty-odd chunks of the admin and its libraries in every
            // storefront page's first load (0.5 KiB gzipped); the admin's chunk imports them as it runs.
            resolveDependencies: (file, deps, { hostId }) =>
              isAdminScreens(file) && isStartingChunk(hostId)
                ? []
                : deps.filter((dep) => !isStartingChunk(dep)),
          },
          // One stylesheet for the whole storefront (some 3 KiB gzipped), linked from index.html: a
          // page rendered on the server (src/server.tsx) is styled at its first paint, whichever
          // route it is, instead of when its module's CSS arrives with the JavaScript.
          cssCodeSplit: false,
          rolldownOptions: {
            // index.html's entry (src/main.tsx) holds only the route table and loads the shell
            // (src/boot.tsx) lazily; naming the shell as an entry too keeps the chunk groups below
            // ($initial: statically reachable from an entry) what every page loads first.
            input: { index: 'index.html', boot: 'src/boot.tsx' },
            treeshake: {
              // @shop/domain is pure (no module-level side effects) but its package.json does not say so
              // ("sideEffects": false); without this its zod schemas (and zod) ship to every page that
              // only needs formatEuro or shopConfig.
              moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
              // Chakra's theme module builds its whole default config (every component's recipe, ~90)
              // with defineConfig, an identity function the bundler cannot see through: declared pure,
              // the unused config and the recipes only it names drop out of every page's Chakra chunk.
              manualPureFunctions: ['defineConfig'],
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
                  // Chakra UI and emotion: no storefront page loads them first (the shell and the browsing
                  // pages are plain HTML with CSS modules); the parts that still render Chakra (checkout,
                  // account, dialogs, menus, the admin) share this one chunk, cached once for all of them.
                  // Firebase has no group: no page loads it before its first paint (docs/architecture.md).
                  {
                    name: 'chakra',
                    test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]/,
                    priority: 20,
                  },
                  // The route table and the pages' first reads, with the business rules they use: one
                  // chunk the entry runs before it loads anything else (no React in it).
                  {
                    name: 'route-table',
                    test: (id: string) =>
                      (isRouteTableModule(id) && !id.endsWith('main.tsx')) ||
                      /[\\/]domain[\\/]src[\\/]/.test(id) ||
                      // The page words' loader (vite-words.ts); each language's words are chunks of their own.
                      id === '\0virtual:page-words' ||
                      // Vite's preload helper, which the route table is the first to use: 0.9 KiB
                      // that was a request and a compile task of its own on every page.
                      id.startsWith('\0vite/preload-helper'),
                    tags: ['$initial'],
                    includeDependenciesRecursively: false,
                    priority: 25,
                  },
                  // The app shell (layout, header, router, what they import from src/): one chunk, as it was
                  // when it was the entry, rather than a dozen small ones shared with lazy pages. Not the
                  // route table the entry runs first (it must not wait for the shell or React).
                  {
                    name: 'shell',
                    test: (id: string) =>
                      /\/web\/src\//.test(normalise(id)) && !isRouteTableModule(id) && !isAdminModule(id),
                    tags: ['$initial'],
                    includeDependenciesRecursively: false,
                    priority: 15,
                  },
                  // What the storefront footer shares with a page or two (the information links, the
                  // payment icons, the newsletter call, and the API client it sends with and its App
                  // Check header; the return policy's sentences; the form problems' words; the loader of
                  // the late words): one chunk beside the footer's rather than six of 0.2-2.2 KiB. Every
                  // storefront page loads the footer, and the page starter's one task grows by a
                  // millisecond or more per module it asks for (docs/performance.md, "Few chunks per page").
                  sharedModules(
                    'footer-parts',
                    /\/web\/src\/(app\/i18n\/(late-words|form-words)\.ts|features\/(navigation\/navigation-links\.ts|navigation\/components\/payment-icons\.tsx|newsletter\/api\/subscribe-newsletter\.ts)|lib\/(api-client|firebase\/app-check)\.ts)$|\/domain\/src\/policy-sentences\.ts$|^\0virtual:page-words\/late$/,
                    12,
                  ),
                  // A listing's parts (the page, its pager and reads; the not-found page it shows for an
                  // unknown category loads when it does) with the product cards it shares with the home
                  // page, search and related products, which import each other: one chunk where there
                  // were two, each a request, a compile task and a module of its own before a listing
                  // hydrates. The filters' selects load with the filters (lazily), their label helper
                  // with the page (option-label.ts).
                  sharedModules(
                    'listing',
                    /\/web\/src\/features\/catalog\/(components\/(listing-page|listing-pager|listing\.module|option-label|product-grid|product-card|product-card-actions)|api\/get-listing)\./,
                  ),
                  // The facet counts' rules load with the filters (lazily), not in the route table with
                  // the rest of the domain: nothing counts before the filters show.
                  sharedModules('listing-filters', /\/domain\/src\/listing-facets\.ts$/, 26),
                  // The storefront's checked forms (/track's lookup, contact, return request, the
                  // account's forms) and the sign-in forms' fields and errors: one chunk where there
                  // were two, one request fewer before /track hydrates.
                  sharedModules(
                    'forms',
                    /\/web\/src\/(components\/ui\/(form-field|checked-form)|lib\/form-errors|hooks\/use-checked-form)\./,
                  ),
                  // The cart's rules (totals, coupons and the amounts they parse, shipping, VAT, countries) and the store's view of a
                  // cart: one chunk where there were two, on the product page, the cart, the wishlist and
                  // the checkout.
                  sharedModules(
                    'cart-rules',
                    /\/domain\/src\/(cart|store-cart|coupons|euro-input|shipping|vat|countries)\.ts$/,
                  ),
                  // What /track, the checkout and the thank-you page show an order with (payment labels,
                  // order numbers, the shop's time, the status labels): one chunk where
                  // there were three.
                  sharedModules(
                    'order-rules',
                    /\/domain\/src\/(checkout|shop-time|order-numbers|order-status-labels)\.ts$/,
                  ),
                  // What the product page shares with the quick view and the wishlist to show and buy a
                  // product: its reads (the store's product, then its sale), its sizes, details and
                  // stock rules, the purchase panel with its Notify me button, adding to the cart and
                  // to the wishlist with the words that announce it. One chunk where there were twelve
                  // of 0.1-2.2 KiB, each a module preload in the page starter's one task
                  // (docs/performance.md, "Few chunks per page").
                  sharedModules(
                    'product-purchase',
                    /\/web\/src\/app\/i18n\/piece-answers\.ts$|\/web\/src\/features\/(catalog\/(api\/(get-store-product|get-product-page|announced-actions)\.ts|components\/product-purchase\.(tsx|module\.css))|cart\/api\/add-to-cart\.ts|wishlist\/api\/(add-to-wishlist|toggle-wishlist|remove-from-wishlist)\.ts|notify-me\/components\/notify-me\.(tsx|module\.css))$|\/domain\/src\/(product-sizes|product-details|stock)\.ts$/,
                  ),
                  // With how a product is named (product-names.ts), which the cards and the product page
                  // print: kept apart from the product page's rules, so a listing does not load those,
                  // and from the cards, so the product page does not load them before its related products.
                  // With the product picture too (0.6 KiB), which the cards, the product page, the cart and
                  // the checkout show: one request fewer on each of them.
                  sharedModules(
                    'page-states',
                    /\/web\/src\/components\/ui\/(error-state|product-picture)\.tsx$|\/domain\/src\/(messages|product-names)\.ts$/,
                  ),
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
