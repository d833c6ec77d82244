import { useEffect, useRef, type ReactNode } from 'react';
import { fill, formatNumber, words } from '@/app/i18n/page-language';
import { CloseIcon } from '@/components/ui/icons';
import { keepTabInside } from '@/components/ui/keep-tab-inside';
import shop from '@/components/ui/shop.module.css';
import styles from './filter-drawer.module.css';

/**
 * The phone's filters: a bottom sheet over the grid, as a modal <dialog> (the browser keeps focus
 * inside it, keepTabInside keeps Tab going round, the page behind is inert; Escape closes it), named
 * by its heading. Each choice
 * applies at once, so the grid behind and the "Show N results" button always agree; that button
 * and the close button hand the shopper back to the results.
 */
export function FilterDrawer({
  open,
  onClose,
  headingId,
  results,
  onReset,
  children,
}: {
  open: boolean;
  onClose: () => void;
  headingId: string;
  /** What the listing shows now: its total, or null while it loads. */
  results: number | null;
  onReset: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const { filters: texts, listing } = words();
  const showLabel =
    results === null
      ? texts.showResults
      : fill(results === 1 ? texts.showResultsOne : texts.showResultsOther, { count: formatNumber(results) });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      className={styles.drawer}
      // Escape, the close button and a tap beside the sheet all end here.
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {listing.filters}
        </h2>
        <button type="button" className={styles.close} aria-label={texts.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
      {/* The grid's own live total is behind the modal sheet (inert): this one is heard instead. */}
      <p role="status" className={shop.srOnly}>
        {results === null
          ? ''
          : fill(results === 1 ? listing.productCountOne : listing.productCountOther, {
              count: formatNumber(results),
            })}
      </p>
      <div className={styles.footer}>
        <button type="button" className={`${shop.button} ${shop.outline}`} onClick={onReset}>
          {texts.reset}
        </button>
        <button type="button" className={`${shop.button} ${styles.show}`} onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </dialog>
  );
}
