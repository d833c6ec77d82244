import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminUpdateCuratedBodySchema,
  centsToEuros,
  displayPrice,
  fieldErrors,
  formatEuro,
  MAX_SALE_DISCOUNT,
  MESSAGES,
  MIN_SALE_DISCOUNT,
  parseEuros,
  salePrice,
  type AdminCuratedEntry,
  type AdminCuratedEntryDetails,
  type AdminSaleEntry,
  type CuratedList,
  PICTURE_SIZES,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { AdminField } from '../../components/admin-field';
import { useAdminFields } from '../../components/admin-form';
import { AdminPageHeader } from '../../components/admin-page-header';
import { notifyAdmin } from '../../components/notify';
import { CURATED_LIST_CONFIGS, type CuratedListConfig } from '../api/curated-lists';
import { ProductPicture } from '@/components/ui/product-picture';

type Entry = AdminCuratedEntryDetails<
  AdminCuratedEntry & Partial<Pick<AdminSaleEntry, 'discountPercent' | 'salePrice'>>
>;

/**
 * A curated edit page (/adminedit, /admineditweek, /admineditrecommend, /admineditnew,
 * /admineditsale; admin.md section 2): title and price (the PRODUCT's, so the card, the product page
 * and the cart agree), the Sale discount with its price after discount, and the visibility toggle.
 */
export function CuratedEditPage({ list }: { list: CuratedList }) {
  const config = CURATED_LIST_CONFIGS[list];
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { state, reload } = useAdminData<Entry>(id ? config.getPath(id) : null, 'The product');
  useDocumentTitle(`Admin · Edit ${config.name} product`);

  if (!id)
    return (
      <ErrorState title="No product chosen" message={`Open a product from ${config.title} to edit it.`} />
    );
  if (state.status === 'loading') return <LoadingState label="Loading the product…" />;
  if (state.status === 'error') {
    return (
      <ErrorState title="This product cannot be edited" message={state.message}>
        <RouterLink to={config.screenHref} mt="2" display="inline-block">
          Back to {config.title}
        </RouterLink>
      </ErrorState>
    );
  }
  return (
    <CuratedEditForm key={state.data.productId} config={config} entry={state.data} onHiddenChanged={reload} />
  );
}

/**
 * What hiding an entry really does: it leaves the list's place in the storefront, while the product
 * stays in the shop and in search (admin.md's "hidden from the customer" said more than that).
 */
function visibilityText(config: CuratedListConfig, hidden: boolean): string {
  if (!hidden) return `Shown in ${config.shownIn}.`;
  const also = config.hiddenAlso === '' ? '' : ` ${config.hiddenAlso}`;
  return `Hidden from ${config.shownIn}. The product is still in the shop and in search.${also}`;
}

/** The Sale entry's discount, a slider, with the price after it. */
function SaleDiscount({
  idOf,
  discount,
  onChange,
  shown,
}: {
  idOf: (name: string) => string;
  discount: number;
  onChange: (discount: number) => void;
  shown: number | null;
}) {
  return (
    <Box>
      <chakra.label htmlFor={idOf('discount')} display="block" fontSize="sm" fontWeight="semibold" mb="1">
        Discount off: {discount}%
      </chakra.label>
      <chakra.input
        id={idOf('discount')}
        type="range"
        min={MIN_SALE_DISCOUNT}
        max={MAX_SALE_DISCOUNT}
        step={1}
        value={discount}
        aria-valuetext={`${discount} percent`}
        onChange={(event) => onChange(Number(event.target.value))}
        w="full"
        accentColor="var(--chakra-colors-gold-700)"
      />
      <Text fontSize="sm" mt="2" aria-live="polite">
        Price after discount:{' '}
        <chakra.output htmlFor={`${idOf('price')} ${idOf('discount')}`} fontWeight="semibold">
          {shown !== null ? formatEuro(salePrice(shown, discount)) : '—'}
        </chakra.output>
      </Text>
    </Box>
  );
}

/** Whether the entry shows in its list's place, and the button that changes it. */
function EntryVisibility({
  config,
  entry,
  onChanged,
}: {
  config: CuratedListConfig;
  entry: Entry;
  onChanged: () => void;
}) {
  const [toggling, setToggling] = useState(false);

  async function toggleHidden() {
    setToggling(true);
    try {
      await config.hide(entry.productId, !entry.hidden);
      notifyAdmin(visibilityText(config, !entry.hidden));
      onChanged();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setToggling(false);
    }
  }

  return (
    <Box mt="10" p="4" bg="bg" borderWidth="1px" borderColor="border" rounded="md" maxW="3xl">
      <Text role="status" fontWeight="semibold" mb="3" color={entry.hidden ? 'fg.error' : 'fg.success'}>
        {visibilityText(config, entry.hidden)}
      </Text>
      <Button variant="outline" onClick={() => void toggleHidden()} loading={toggling}>
        {entry.hidden ? 'Set as visible' : 'Set as hidden'}
      </Button>
    </Box>
  );
}

function CuratedEditForm({
  config,
  entry,
  onHiddenChanged,
}: {
  config: CuratedListConfig;
  entry: Entry;
  onHiddenChanged: () => void;
}) {
  const navigate = useNavigate();
  const isSale = config.list === 'sale';
  // admin.md's Featured and Week edit pages show the SKU with title and price; it is the product's.
  const editsSku = config.list === 'featured' || config.list === 'weekProducts';
  const { idOf, values, setErrors, field, showProblems } = useAdminFields({
    sku: entry.sku,
    title: entry.title,
    price: String(centsToEuros(entry.storePrice)),
  });
  const { sku, title, price } = values;
  const [discount, setDiscount] = useState(entry.discountPercent ?? MIN_SALE_DISCOUNT);
  const [saving, setSaving] = useState(false);

  let typedPrice: number | null;
  try {
    typedPrice = parseEuros(price, 'Price');
  } catch {
    typedPrice = null;
  }
  const shown = typedPrice !== null && typedPrice > 0 ? displayPrice(typedPrice) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's own schema, so the admin sees its messages before anything is sent.
    const checked = adminUpdateCuratedBodySchema.safeParse({
      id: entry.productId,
      ...(editsSku ? { sku } : {}),
      title,
      price,
    });
    if (!checked.success) {
      showProblems(fieldErrors(checked.error), 'title');
      return;
    }
    setSaving(true);
    try {
      await config.update({
        id: entry.productId,
        ...(editsSku ? { sku } : {}),
        title,
        price,
        ...(isSale ? { discountPercent: discount } : {}),
      });
      notifyAdmin(`${MESSAGES.adminProductUpdated}: ${title.trim()}`);
      navigate(config.screenHref);
    } catch (error) {
      setSaving(false);
      // A SKU another product has (409) belongs beside the SKU field.
      if (editsSku && error instanceof ApiError && error.status === 409) {
        setErrors((current) => ({ ...current, sku: error.message }));
        document.getElementById(idOf('sku'))?.focus();
        return;
      }
      notifyAdmin(messageOf(error), 'error');
    }
  }

  return (
    <>
      <AdminPageHeader
        title={`Edit ${config.name} product`}
        intro={`${editsSku ? 'SKU, title' : 'Title'} and price change the product everywhere in the shop.`}
      />
      <Flex gap="8" wrap="wrap" align="flex-start">
        <Box w="56" aspectRatio="1" bg="gray.50" borderWidth="1px" borderColor="border">
          <ProductPicture
            src={entry.displayImage}
            alt={entry.title}
            sizes={PICTURE_SIZES.card}
            width={400}
            fit="contain"
          />
        </Box>
        <chakra.form onSubmit={submit} noValidate flex="1" minW="18rem" maxW="xl">
          <Stack gap="5">
            {editsSku && <AdminField label="SKU" required {...field('sku')} />}
            <AdminField label="Title" required {...field('title')} />
            <AdminField
              label="Price (€, incl. VAT)"
              required
              inputMode="decimal"
              hint={
                shown !== null
                  ? `Shoppers see and pay ${formatEuro(shown)} (rounded up to 10 euro).`
                  : 'The price including 21 % VAT.'
              }
              {...field('price')}
            />
            {isSale && <SaleDiscount idOf={idOf} discount={discount} onChange={setDiscount} shown={shown} />}
            <Flex gap="3" wrap="wrap" align="center">
              <Button type="submit" loading={saving} loadingText="Updating…">
                Update
              </Button>
              <RouterLink to={config.screenHref}>Back to {config.title}</RouterLink>
            </Flex>
          </Stack>
        </chakra.form>
      </Flex>

      <EntryVisibility config={config} entry={entry} onChanged={onHiddenChanged} />
    </>
  );
}
