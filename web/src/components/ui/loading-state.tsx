import button from './button.module.css';
import styles from './states.module.css';

/** A spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={button.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
