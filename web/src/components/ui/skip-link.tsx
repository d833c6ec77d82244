import { words } from '@/app/i18n/page-language';
import styles from './skip-link.module.css';

/** "Skip to content": the first stop of the Tab key, visible only while focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {words().header.skipToContent}
    </a>
  );
}
