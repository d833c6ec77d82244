// Constants vite.config.ts inlines at build time (`define`), besides `__SHOP_ENV__` (env.ts).

/**
 * Whether the shop has analytics: true where a GA4 measurement id is configured (web/.env.example),
 * so the cookie banner has something to ask about. A constant the minifier folds: code behind a false
 * one is dropped from the build, and reading it imports no module. (Reading the id through env.ts
 * from the consent code and the cookie page made the bundler split env.ts out of the chunk every
 * page loads first: 120 bytes more on the listing's budget.)
 */
declare const __SHOP_ANALYTICS__: boolean;

/**
 * The server renderer's only (src/server.tsx): the chunks each storefront page's module loads, by
 * its file in the browser build's manifest (`src/app/routes/storefront/cart.tsx`), and the
 * storefront footer's (`src/app/layouts/storefront-footer.tsx`); root-relative URLs.
 */
declare const __PAGE_CHUNKS__: Record<string, string[]>;
