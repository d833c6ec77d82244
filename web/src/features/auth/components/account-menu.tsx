import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { words } from '@/app/i18n/page-language';
import { UserIcon } from '@/components/ui/icons';
import styles from '@/components/ui/icon-button.module.css';
import { lazyWithChakra } from '@/components/ui/lazy-chakra';
import { LoadingState } from '@/components/ui/loading-state';
import { useDisclosure } from '@/hooks/use-disclosure';

// The menu's items load the first time it opens, with their words (the notices group's, whose
// loader comes with them: it is in no page's first load) and Chakra's context (the header has none).
const AccountMenuItems = lazyWithChakra(() =>
  Promise.all([
    import('./account-menu-items'),
    import('@/app/i18n/late-words').then((late) => late.loadLateWordGroup('notices')),
  ]).then(([module]) => module.AccountMenuItems),
);

/**
 * The account menu (storefront.md section 2): Wishlist, Check Out and Sign out for a signed-in
 * account, plus My Account (beyond the spec); Sign In and Register for everyone else (anonymous
 * visitors included); Contact always. Signing out leaves a fresh anonymous visitor (auth.ts).
 */
export function AccountMenu() {
  const location = useLocation();
  const { open, containerRef, buttonProps, panelProps, close } = useDisclosure(location.key);

  return (
    <div ref={containerRef} className={styles.menuAnchor}>
      <button className={styles.iconButton} {...buttonProps} aria-label={words().header.accountMenu}>
        <UserIcon />
      </button>
      <div {...panelProps} className={styles.menuPanel}>
        {open && (
          <Suspense fallback={<LoadingState label={words().header.accountMenuLoading} />}>
            <AccountMenuItems close={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
