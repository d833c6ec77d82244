import { Link } from '@/components/ui/link';
import { designerIndex } from '@shop/domain';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/ui/loading-state';
import { useDesigners } from '../api/get-designers';
import { designerHref } from './designer-link';
import styles from './designers-panel.module.css';

/** The header's Designers menu panel: the designers page, then every designer A-Z with its listing. */
export function DesignersPanel() {
  const state = useDesigners();
  const designers =
    state.status === 'success' ? designerIndex(state.designers).flatMap((section) => section.designers) : [];
  return (
    <div className={styles.panel}>
      <Link to={paths.designers.href()} className={styles.all}>
        All designers A–Z
      </Link>
      {state.status === 'loading' && <LoadingState label="Loading the designers…" />}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {designers.length > 0 && (
        <ul aria-label="Designers" className={styles.designers}>
          {designers.map((designer) => (
            <li key={designer.key}>
              <Link to={designerHref(designer)} className={styles.designer}>
                {designer.brand}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
