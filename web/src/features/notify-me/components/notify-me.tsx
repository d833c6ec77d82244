import { lazy, Suspense, useState } from 'react';
import { words } from '@/app/i18n/page-language';
import styles from './notify-me.module.css';

// The form, its request and its messages load when the shopper opens it: the product page's first
// load carries only this button (docs/decisions.md rule 77).
const NotifyMeForm = lazy(() =>
  import('./notify-me-form').then((module) => ({ default: module.NotifyMeForm })),
);

/**
 * "Notify me" on a product page with something sold out: a button that opens the form. `sizes` are
 * the sold-out sizes to choose from; empty for a one-size product, which asks none.
 */
export function NotifyMe({
  productId,
  sizes,
}: {
  productId: string;
  sizes: readonly { size: string; label: string }[];
}) {
  const [open, setOpen] = useState(false);
  const { notifyMe: text } = words();
  if (!open) {
    return (
      <button type="button" className={styles.open} onClick={() => setOpen(true)}>
        {sizes.length > 0 ? text.openSize : text.open}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className={styles.loading}>{text.loading}</p>}>
      <NotifyMeForm productId={productId} sizes={sizes} />
    </Suspense>
  );
}
