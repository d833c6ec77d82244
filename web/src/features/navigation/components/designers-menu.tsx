import { lazy, Suspense } from 'react';
import { Text } from '@chakra-ui/react/text';
import { words } from '@/app/i18n/page-language';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingState } from '@/components/ui/loading-state';
import { MegaMenu } from './mega-menu';

// Loaded when the menu first opens, with its words (the notices group's, whose loader comes with
// them): every page has the header, few visitors open this menu, and the listing route's first load
// has no room for it.
const DesignersPanel = lazy(() =>
  Promise.all([
    import('@/features/designers/components/designers-panel'),
    import('@/app/i18n/late-words').then((late) => late.loadLateWordGroup('notices')),
  ]).then(([module]) => ({ default: module.DesignersPanel })),
);

/** The header's Designers menu: the designers page and every designer's listing. */
export function DesignersMenu() {
  const { nav, page } = words();
  return (
    <MegaMenu label={nav.designers}>
      {(open) =>
        open && (
          // The header is outside the pages' error boundary: a panel that fails to load (e.g. after
          // a new version was deployed) must not take the whole shop down with it.
          <ErrorBoundary
            fallback={() => (
              <Text role="alert" color="fg.error" fontSize="sm" px="8" py="6">
                {page.designersFailed}
              </Text>
            )}
          >
            <Suspense fallback={<LoadingState label={page.loadingDesigners} />}>
              <DesignersPanel />
            </Suspense>
          </ErrorBoundary>
        )
      }
    </MegaMenu>
  );
}
