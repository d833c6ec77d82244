import type { ShopIdentity } from '@shop/domain';

/**
 * The shop's identity (legal name, address, KvK and VAT numbers, service e-mail, phone): a
 * per-project setting, `VITE_SHOP_*` in web/.env.production, that vite.config.ts resolves at build
 * time (the demo's on a demo- project) and inlines here once (docs/decisions.md rule 26).
 */
declare const __SHOP_IDENTITY__: ShopIdentity;

export const shopIdentity: ShopIdentity = __SHOP_IDENTITY__;
