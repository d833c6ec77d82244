import type { ReactNode } from 'react';
import styles from './states.module.css';

/** A failure the visitor should know about: what failed and, in `children`, what they can do. */
export function ErrorState({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>{title}</p>
      <p className={styles.errorMessage}>{message}</p>
      {children}
    </div>
  );
}
