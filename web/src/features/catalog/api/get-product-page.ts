import { startTransition, useEffect, useState } from 'react';
import type { SaleEntry } from '@shop/domain';
import { arrivedEarly, forgetEarly, takeEarly } from '@/lib/early-reads';
import { getVisibleSaleEntry } from '@/lib/firebase/catalogue';
import { saleReadKey } from './first-reads';
import { useStoreProduct, type StoreProductState } from './get-store-product';

export type ProductPageState =
  | Exclude<StoreProductState, { status: 'success' }>
  | (Extract<StoreProductState, { status: 'success' }> & { sale: SaleEntry | null });

/**
 * The product page's data: the store product and, while it is on the visible Sale list, its Sale
 * entry, because the sale price is what the cart charges (cartUnitPrice) and so what the page shows.
 * Shown only when both are known, so the price never jumps. A failed Sale read counts as no sale.
 */
export function useProductPage(productId: string | null): ProductPageState {
  const product = useStoreProduct(productId);
  const [sale, setSale] = useState<{ id: string; entry: SaleEntry | null } | null>(() => {
    const arrived = productId ? arrivedEarly<SaleEntry | null>(saleReadKey(productId)) : undefined;
    return productId && arrived ? { id: productId, entry: arrived.value } : null;
  });
  const saleOf = sale?.id;

  useEffect(() => {
    if (!productId) return;
    if (saleOf === productId) return forgetEarly(saleReadKey(productId));
    let current = true;
    takeEarly(saleReadKey(productId), () => getVisibleSaleEntry(productId)).then(
      (entry) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setSale({ id: productId, entry }));
      },
      (error: unknown) => {
        console.warn(`Could not read the sale of product ${productId}`, error);
        if (current) startTransition(() => setSale({ id: productId, entry: null }));
      },
    );
    return () => {
      current = false;
    };
  }, [productId, saleOf]);

  if (product.status !== 'success') return product;
  if (sale?.id !== productId) return { status: 'loading' };
  return { ...product, sale: sale.entry };
}
