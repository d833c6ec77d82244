import { Link } from '@/components/ui/link';
import { designerIndex } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/ui/loading-state';
import { useDesigners } from '../api/get-designers';
import { designerHref } from './designer-link';
import styles from './designers-panel.module.css';

/**
 * The header's Designers menu panel: the designers page, then every designer A-Z with its listing.
 * Its words (`designerList`) load with it (designers-menu.tsx).
 */
export function DesignersPanel() {
  const state = useDesigners();
  const { designerList, nav } = words();
  const designers =
    state.status === 'success' ? designerIndex(state.designers).flatMap((section) => section.designers) : [];
  return (
    <div className={styles.panel}>
      <Link to={paths.designers.href()} className={styles.all}>
        {designerList.all}
      </Link>
      {state.status === 'loading' && <LoadingState label={designerList.loading} />}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {designerList.failed}
        </p>
      )}
      {designers.length > 0 && (
        <ul aria-label={nav.designers} className={styles.designers}>
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
