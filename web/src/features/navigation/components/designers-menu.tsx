import { lazy, Suspense } from 'react';
import { Text } from '@chakra-ui/react/text';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingState } from '@/components/ui/loading-state';
import { MegaMenu } from './mega-menu';

// Loaded when the menu first opens: every page has the header, few visitors open this menu, and
// the listing route's JavaScript budget has no room for it.
const DesignersPanel = lazy(() =>
  import('@/features/designers/components/designers-panel').then((module) => ({
    default: module.DesignersPanel,
  })),
);

/** The header's Designers menu: the designers page and every designer's listing. */
export function DesignersMenu() {
  return (
    <MegaMenu label="Designers">
      {(open) =>
        open && (
          // The header is outside the pages' error boundary: a panel that fails to load (e.g. after
          // a new version was deployed) must not take the whole shop down with it.
          <ErrorBoundary
            fallback={() => (
              <Text role="alert" color="fg.error" fontSize="sm" px="8" py="6">
                The designers could not be loaded. Please reload the page.
              </Text>
            )}
          >
            <Suspense fallback={<LoadingState label="Loading the designers…" />}>
              <DesignersPanel />
            </Suspense>
          </ErrorBoundary>
        )
      }
    </MegaMenu>
  );
}
