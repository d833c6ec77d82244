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

/**
 * The shop's identity (legal name, address, KvK and VAT numbers, service e-mail, phone): a
 * per-project setting, `VITE_SHOP_*` in web/.env.production, that vite.config.ts resolves at build
 * time (the demo's on a demo- project) and inlines value by value where a page reads it
 * (docs/decisions.md rule 45). Read its fields only (`__SHOP_IDENTITY__.address.city`): the object
 * itself does not exist at run time.
 */
declare const __SHOP_IDENTITY__: import('@shop/domain').ShopIdentity;
