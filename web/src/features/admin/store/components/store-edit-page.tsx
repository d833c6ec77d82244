import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminEditStoreProductBodySchema,
  BRANDS,
  categoriesFor,
  centsToEuros,
  displayPrice,
  fieldErrors,
  formatEuro,
  GENDER_LABELS,
  GENDERS,
  imageOrderFromPositions,
  MESSAGES,
  parseEuros,
  salePrice,
  type AdminEditStoreProductBody,
  type AdminStoreProductDetails,
  PICTURE_SIZES,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { AdminField } from '../../components/admin-field';
import { AdminSelect } from '../../components/admin-select';
import { AdminTextarea } from '../../components/admin-textarea';
import { useAdminFields } from '../../components/admin-form';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmedAction } from '../../components/danger-button';
import { notifyAdmin } from '../../components/notify';
import { deleteStoreProduct, storeProductPath, updateStoreProduct } from '../api/store-products';
import { ProductPicture } from '@/components/ui/product-picture';
import { SizeStockForm } from '../../stock/components/size-stock-form';
import { ProductVisibilityPanel } from './product-visibility-panel';
import {
  ProductTranslationsSection,
  translationsBody,
  translationValues,
  type TranslationField,
} from './product-translations-section';
import { OwnerOnlyReason, useIsShopOwner } from '../../auth/components/owner-only';

type EnglishField = 'title' | 'title2' | 'price' | 'brand' | 'category' | 'gender' | 'madeIn' | 'description';
type Field = EnglishField | TranslationField;
function valuesOf(product: AdminStoreProductDetails): Record<Field, string> {
  return {
    ...translationValues(product.translations),
    title: product.title,
    title2: product.title2,
    price: String(centsToEuros(product.price)),
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    madeIn: product.madeIn,
    description: product.description,
  };
}

/** /adminmainstoreedit?id={productId}: a main store product's edit page (admin.md section 2). */
/**
 * What shoppers will see and pay at the typed price: its display price, or while the product is on
 * sale the sale price from it, the same figure as on every card (docs/decisions.md rule 35).
 */
function shopperPriceHint(shown: number, discountPercent: number | null): string {
  if (discountPercent === null) return `Shoppers see and pay ${formatEuro(shown)} (rounded up to 10 euro).`;
  return (
    `On sale: shoppers see and pay ${formatEuro(salePrice(shown, discountPercent))} ` +
    `(-${discountPercent}% of ${formatEuro(shown)}, rounded up to 10 euro).`
  );
}

export function StoreEditPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { state } = useAdminData<AdminStoreProductDetails>(id ? storeProductPath(id) : null, 'The product');
  useDocumentTitle('Admin · Edit store product');

  if (!id) {
    return <ErrorState title="No product chosen" message="Open a product from My Store Items to edit it." />;
  }
  if (state.status === 'loading') return <LoadingState label="Loading the product…" />;
  if (state.status === 'error') {
    return (
      <ErrorState title="This product cannot be edited" message={state.message}>
        <RouterLink to={paths.admin.store.href()} mt="2" display="inline-block">
          Back to My Store Items
        </RouterLink>
      </ErrorState>
    );
  }
  return <StoreEditForm key={state.data.updatedAt} product={state.data} />;
}

/** The stock of each size, each saved on its own (SizeStockForm). */
function StockPerSize({ product }: { product: AdminStoreProductDetails }) {
  const headingId = useId();
  return (
    <chakra.section aria-labelledby={headingId} mb="8" maxW="4xl">
      <Heading as="h2" id={headingId} size="md" mb="1">
        Stock per size
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Each size is saved on its own; the shop shows it at once.
        {product.supplierItemId
          ? ' The supplier sync keeps a stock set here until the supplier reports a new quantity for that size.'
          : ''}
      </Text>
      <chakra.div display="flex" flexWrap="wrap" gap="4">
        {product.variants.map(({ size, quantity }) => (
          <SizeStockForm
            key={size}
            productId={product.id}
            productTitle={product.title}
            size={size}
            quantity={quantity}
            // The typed figure stays as saved; the rest of the page keeps what is being edited.
            onSaved={() => undefined}
          />
        ))}
      </chakra.div>
    </chakra.section>
  );
}

/**
 * The image-position selector: the position (0-based) chosen for each image, null until chosen; a
 * position another image has is refused with the shop's message.
 */
function useImagePositions(count: number) {
  const [positions, setPositions] = useState<(number | null)[]>(() =>
    Array.from({ length: count }, () => null),
  );
  const [alert, setAlert] = useState<string | null>(null);

  function choose(image: number, value: string) {
    const position = value === '' ? null : Number(value);
    if (position !== null && positions.some((chosen, other) => other !== image && chosen === position)) {
      // admin.md section 5 (typo fixed, rule 20); the choice is not taken.
      setAlert(MESSAGES.adminImageAlreadyChosen);
      return;
    }
    setAlert(null);
    setPositions((current) => current.map((chosen, index) => (index === image ? position : chosen)));
  }

  /** The new order; undefined to keep the order (none chosen), null when only some are chosen. */
  function imageOrder(): number[] | undefined | null {
    if (positions.every((position) => position === null)) return undefined;
    if (positions.some((position) => position === null)) return null;
    return imageOrderFromPositions(positions as number[]);
  }

  return { positions, alert, choose, imageOrder };
}

/** The product's images, each with its position selector. */
function ImagePositions({
  product,
  idOf,
  positions,
  error,
}: {
  product: AdminStoreProductDetails;
  idOf: (name: string) => string;
  positions: ReturnType<typeof useImagePositions>;
  error: string | undefined;
}) {
  const options = [
    { value: '', label: 'Choose…' },
    ...product.images.map((_, index) => ({ value: String(index), label: String(index + 1) })),
  ];
  return (
    <chakra.fieldset mb="8">
      <chakra.legend fontWeight="semibold" mb="2">
        Images
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="3" id={idOf('images-hint')}>
        To change the order, give each image its new position (1 is the main image, 2 shows on hover). Leave
        them all on “Choose…” to keep the order.
      </Text>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, md: 4 }} gap="4">
        {product.images.map((image, index) => (
          <li key={image}>
            <Box w="full" aspectRatio="1" bg="gray.50" borderWidth="1px" borderColor="border" mb="2">
              <ProductPicture
                src={image}
                alt={`${product.title}, image ${index + 1}`}
                sizes={PICTURE_SIZES.card}
                width={400}
                fit="contain"
              />
            </Box>
            <AdminSelect
              id={idOf(`position-${index}`)}
              label={`Position of image ${index + 1}`}
              options={options}
              value={positions.positions[index] === null ? '' : String(positions.positions[index])}
              onChange={(event) => positions.choose(index, event.target.value)}
              aria-describedby={idOf('images-hint')}
            />
          </li>
        ))}
      </SimpleGrid>
      {positions.alert && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="3">
          {positions.alert}
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="3">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

/** The product's words and figures: title, price (with what shoppers will pay), brand, ... */
function ProductFields({
  product,
  fields: { values, field },
}: {
  product: AdminStoreProductDetails;
  fields: ReturnType<typeof useAdminFields<Field>>;
}) {
  let typedPrice: number | null;
  try {
    typedPrice = parseEuros(values.price, 'Price');
  } catch {
    typedPrice = null;
  }
  const brands = BRANDS.includes(product.brand) ? BRANDS : [product.brand, ...BRANDS];
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxW="4xl">
        <AdminField label="Title" required {...field('title')} />
        <Box>
          <AdminField
            label="Price (€, incl. VAT)"
            required
            inputMode="decimal"
            hint={
              typedPrice !== null && typedPrice > 0
                ? shopperPriceHint(displayPrice(typedPrice), product.discountPercent ?? null)
                : 'The price including 21 % VAT, e.g. 273 or 272.50.'
            }
            {...field('price')}
          />
          <Text fontSize="sm" mt="1">
            Original price (21% VAT incl.): {formatEuro(product.originalPriceWithVat)}
          </Text>
        </Box>
        <AdminSelect
          label="Brand"
          required
          options={brands.map((brand) => ({ value: brand, label: brand }))}
          {...field('brand')}
        />
        <AdminField label="Title 2" {...field('title2')} />
        <AdminSelect
          label="Category"
          required
          options={categoriesFor(product.parentCategory).map((category) => ({
            value: category,
            label: category,
          }))}
          {...field('category')}
        />
        <AdminSelect
          label="Gender"
          required
          options={GENDERS.map((gender) => ({
            value: gender,
            label: `${gender} (${GENDER_LABELS[gender]})`,
          }))}
          {...field('gender')}
        />
        <AdminField label="Made in" required {...field('madeIn')} />
      </SimpleGrid>
      <Box maxW="4xl" mt="5">
        <AdminTextarea label="Description" {...field('description')} />
      </Box>
    </>
  );
}

function StoreEditForm({ product }: { product: AdminStoreProductDetails }) {
  const navigate = useNavigate();
  const fields = useAdminFields<Field>(() => valuesOf(product));
  const { idOf, values, errors, setErrors, showProblems } = fields;
  const positions = useImagePositions(product.images.length);
  const [saving, setSaving] = useState(false);
  const isOwner = useIsShopOwner();
  const remove = useConfirmedAction(async (removed: AdminStoreProductDetails) => {
    await deleteStoreProduct(removed.id);
    navigate(paths.admin.store.href(), { replace: true });
    return `${removed.title} was deleted from the main store`;
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const order = positions.imageOrder();
    if (order === null) {
      setErrors({ images: 'Give every image a position, or none to keep the order.' });
      document.getElementById(idOf('position-0'))?.focus();
      return;
    }
    const { title, title2, price, brand, category, gender, madeIn, description } = values;
    const body: AdminEditStoreProductBody = {
      productId: product.id,
      title,
      title2,
      price,
      brand,
      category,
      gender,
      madeIn,
      description,
      translations: translationsBody(values),
      ...(order ? { imageOrder: order } : {}),
    };
    const checked = adminEditStoreProductBodySchema.safeParse(body);
    if (!checked.success) {
      showProblems(fieldErrors(checked.error), 'title');
      return;
    }
    setSaving(true);
    try {
      await updateStoreProduct(body);
      notifyAdmin(MESSAGES.adminProductUpdated);
      navigate(paths.admin.store.href());
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Edit store product"
        intro={
          <>
            SKU {product.sku} · {product.parentCategory} ·{' '}
            {product.supplierItemId ? 'from the supplier' : 'custom product'}
          </>
        }
      />
      <ProductVisibilityPanel productId={product.id} title={product.title} online={product.online} />
      <StockPerSize product={product} />

      <chakra.form onSubmit={submit} noValidate>
        <ImagePositions product={product} idOf={idOf} positions={positions} error={errors.images} />
        <ProductFields product={product} fields={fields} />
        <ProductTranslationsSection field={fields.field} />

        <Flex gap="3" mt="8" wrap="wrap">
          <Button type="submit" loading={saving} loadingText="Updating…">
            Update
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            disabled={!isOwner}
            aria-describedby={isOwner ? undefined : 'delete-product-owner-only'}
            onClick={() => remove.ask(product)}
          >
            Delete product
          </Button>
          <RouterLink to={paths.admin.store.href()} alignSelf="center" ms="2">
            Back to My Store Items
          </RouterLink>
        </Flex>
        {!isOwner && (
          // Staff take a product offline instead (docs/decisions.md rules 58 and 64).
          <Box mt="2">
            <OwnerOnlyReason id="delete-product-owner-only" action="Deleting a product" />
          </Box>
        )}
      </chakra.form>

      <ConfirmDialog
        title="Delete product"
        question={`Delete ${product.title} from the main store? It also leaves every list it is on. This cannot be undone.`}
        confirmLabel="Yes, delete"
        {...remove.dialog}
      />
    </>
  );
}
