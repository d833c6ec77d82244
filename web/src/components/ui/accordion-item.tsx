import type { ReactNode } from 'react';
import styles from './accordion-item.module.css';
import { ChevronDownIcon } from './icons';

/**
 * One section of an accordion (product page, FAQ) as a native <details>/<summary>: keyboard,
 * screen reader state and find-in-page work without script, and no accordion state machine
 * ships with the page.
 */
export function AccordionItem({
  title,
  children,
  defaultOpen = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details open={defaultOpen} className={styles.item}>
      <summary className={styles.summary}>
        {title}
        <ChevronDownIcon />
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
