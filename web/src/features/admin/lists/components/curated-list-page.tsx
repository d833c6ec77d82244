import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  formatEuro,
  MESSAGES,
  type AdminCuratedEntry,
  type AdminSaleEntry,
  type CuratedList,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { AdminProductCard } from '../../components/admin-product-card';
import { notifyAdmin } from '../../components/notify';
import { SearchBox } from '../../components/search-box';
import { CURATED_LIST_CONFIGS } from '../api/curated-lists';

/** What every list's entries have in common; Sale entries add their discount. */
type Entry = AdminCuratedEntry & Partial<Pick<AdminSaleEntry, 'discountPercent' | 'salePrice'>>;

/**
 * A curated list screen (/adminmainfeaturedproduct, /adminallnewin, /adminallsale, /adminallweek,
 * /adminrecomended): SHOW All, search, and per product Remove and Edit Product (admin.md section 2).
 */
export function CuratedListPage({ list }: { list: CuratedList }) {
  const config = CURATED_LIST_CONFIGS[list];
  useDocumentTitle(`Admin · ${config.title}`);
  // The search lives in the address (`?q=`): the way back from Edit Product finds it again.
  const [params, setParams] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  const setText = (next: string) => setParams(next.trim() === '' ? {} : { q: next.trim() });
  const [removing, setRemoving] = useState<string | null>(null);
  const { state, reload } = useAdminData<Entry[]>(
    text ? config.searchPath(text) : config.allPath,
    `The ${config.name} list`,
  );

  async function remove(entry: Entry) {
    setRemoving(entry.productId);
    try {
      await config.remove(entry.productId);
      notifyAdmin(
        list === 'recommended' ? MESSAGES.adminRemovedFromRecommended : `Product removed from ${config.name}`,
      );
      reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="5">
        {config.title}
      </Heading>
      <Flex gap="3" wrap="wrap" align="center" mb="5">
        <Button
          size="sm"
          variant={text ? 'outline' : 'solid'}
          aria-pressed={!text}
          onClick={() => setText('')}
        >
          Show all
        </Button>
        <SearchBox
          key={text ? 'searching' : 'all'}
          label={`Search ${config.name}`}
          placeholder={config.searchPlaceholder}
          active={text}
          onSearch={setText}
        />
      </Flex>

      {state.status === 'loading' && <LoadingState label={`Loading ${config.name}…`} />}
      {state.status === 'error' && (
        <ErrorState title={`${config.title} unavailable`} message={state.message} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text color="fg.muted" role="status">
          {text
            ? `No product in ${config.name} matches “${text}”.`
            : `No products in ${config.name} yet. Add them from My Store Items.`}
        </Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {state.data.map((entry) => (
            <chakra.li key={entry.productId}>
              <AdminProductCard
                picture={entry.displayImage}
                title={entry.title}
                fontSize="sm"
                actions={
                  <>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={removing === entry.productId}
                      onClick={() => void remove(entry)}
                    >
                      {config.removeLabel}
                      <chakra.span srOnly>: {entry.title}</chakra.span>
                    </Button>
                    <RouterLink
                      to={config.editHref(entry.productId)}
                      px="2.5"
                      py="1"
                      bg="ink"
                      color="white"
                      rounded="sm"
                      fontSize="xs"
                      textDecoration="none"
                    >
                      Edit product<chakra.span srOnly>: {entry.title}</chakra.span>
                    </RouterLink>
                  </>
                }
              >
                <Text color="fg.muted">SKU {entry.sku}</Text>
                <Text as="h2" fontSize="md" fontWeight="semibold" lineClamp={2}>
                  {entry.title}
                </Text>
                <Text>
                  {formatEuro(entry.price)}
                  {entry.discountPercent !== undefined && entry.salePrice !== undefined && (
                    <>
                      {' '}
                      · {entry.discountPercent}% off: {formatEuro(entry.salePrice)}
                    </>
                  )}
                </Text>
                <Text color={entry.hidden ? 'fg.error' : 'fg.success'}>
                  {entry.hidden ? 'Hidden' : 'Visible'}
                </Text>
              </AdminProductCard>
            </chakra.li>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
