import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
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

function CuratedEditForm({
  config,
  entry,
  onHiddenChanged,
}: {
  config: CuratedListConfig;
  entry: Entry;
  onHiddenChanged: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const isSale = config.list === 'sale';
  // admin.md's Featured and Week edit pages show the SKU with title and price; it is the product's.
  const editsSku = config.list === 'featured' || config.list === 'weekProducts';
  const [sku, setSku] = useState(entry.sku);
  const [title, setTitle] = useState(entry.title);
  const [price, setPrice] = useState(String(centsToEuros(entry.storePrice)));
  const [discount, setDiscount] = useState(entry.discountPercent ?? MIN_SALE_DISCOUNT);
  const [errors, setErrors] = useState<{ sku?: string; title?: string; price?: string }>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);

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
      const issues = fieldErrors(checked.error);
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      document.getElementById(`${id}-${issues[0]?.path ?? 'title'}`)?.focus();
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
        document.getElementById(`${id}-sku`)?.focus();
        return;
      }
      notifyAdmin(messageOf(error), 'error');
    }
  }

  async function toggleHidden() {
    setToggling(true);
    try {
      await config.hide(entry.productId, !entry.hidden);
      notifyAdmin(visibilityText(config, !entry.hidden));
      onHiddenChanged();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setToggling(false);
    }
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="1">
        Edit {config.name} product
      </Heading>
      <Text color="fg.muted" mb="6">
        {editsSku ? 'SKU, title' : 'Title'} and price change the product everywhere in the shop.
      </Text>
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
            {editsSku && (
              <AdminField
                id={`${id}-sku`}
                label="SKU"
                required
                value={sku}
                error={errors.sku}
                onChange={(event) => {
                  setSku(event.target.value);
                  setErrors((current) => ({ ...current, sku: undefined }));
                }}
              />
            )}
            <AdminField
              id={`${id}-title`}
              label="Title"
              required
              value={title}
              error={errors.title}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors((current) => ({ ...current, title: undefined }));
              }}
            />
            <AdminField
              id={`${id}-price`}
              label="Price (€, incl. VAT)"
              required
              inputMode="decimal"
              value={price}
              error={errors.price}
              hint={
                shown !== null
                  ? `Shoppers see and pay ${formatEuro(shown)} (rounded up to 10 euro).`
                  : 'The price including 21 % VAT.'
              }
              onChange={(event) => {
                setPrice(event.target.value);
                setErrors((current) => ({ ...current, price: undefined }));
              }}
            />
            {isSale && (
              <Box>
                <chakra.label
                  htmlFor={`${id}-discount`}
                  display="block"
                  fontSize="sm"
                  fontWeight="semibold"
                  mb="1"
                >
                  Discount off: {discount}%
                </chakra.label>
                <chakra.input
                  id={`${id}-discount`}
                  type="range"
                  min={MIN_SALE_DISCOUNT}
                  max={MAX_SALE_DISCOUNT}
                  step={1}
                  value={discount}
                  aria-valuetext={`${discount} percent`}
                  onChange={(event) => setDiscount(Number(event.target.value))}
                  w="full"
                  accentColor="var(--chakra-colors-gold-700)"
                />
                <Text fontSize="sm" mt="2" aria-live="polite">
                  Price after discount:{' '}
                  <chakra.output htmlFor={`${id}-price ${id}-discount`} fontWeight="semibold">
                    {shown !== null ? formatEuro(salePrice(shown, discount)) : '—'}
                  </chakra.output>
                </Text>
              </Box>
            )}
            <Flex gap="3" wrap="wrap" align="center">
              <Button type="submit" loading={saving} loadingText="Updating…">
                Update
              </Button>
              <RouterLink to={config.screenHref}>Back to {config.title}</RouterLink>
            </Flex>
          </Stack>
        </chakra.form>
      </Flex>

      <Box mt="10" p="4" bg="bg" borderWidth="1px" borderColor="border" rounded="md" maxW="3xl">
        <Text role="status" fontWeight="semibold" mb="3" color={entry.hidden ? 'fg.error' : 'fg.success'}>
          {visibilityText(config, entry.hidden)}
        </Text>
        <Button variant="outline" onClick={() => void toggleHidden()} loading={toggling}>
          {entry.hidden ? 'Set as visible' : 'Set as hidden'}
        </Button>
      </Box>
    </>
  );
}
