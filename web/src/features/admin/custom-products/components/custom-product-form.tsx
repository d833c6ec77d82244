import { useEffect, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminCustomProductBodySchema,
  BRANDS,
  categoriesFor,
  COLOURS,
  CONDITIONS,
  COUNTRIES_OF_MANUFACTURE,
  displayPrice,
  fieldErrors,
  formatEuro,
  GENDER_LABELS,
  GENDERS,
  MESSAGES,
  PARENT_CATEGORIES,
  parseEuros,
  shopConfig,
  sizesFor,
  type AdminCustomProductBody,
  type ParentCategory,
} from '@shop/domain';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { useAdminFields } from '../../components/admin-form';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AdminSelect } from '../../components/admin-select';
import { AdminTextarea } from '../../components/admin-textarea';
import { notifyAdmin } from '../../components/notify';
import { addCustomProduct } from '../api/add-custom-product';
import { newUploadFolder, storageAvailable } from '../api/product-images';
import { ImageSlot } from './image-slot';

type Field =
  | 'title'
  | 'price'
  | 'brand'
  | 'title2'
  | 'category'
  | 'gender'
  | 'sku'
  | 'colour'
  | 'condition'
  | 'madeIn'
  | 'size'
  | 'stock'
  | 'type'
  | 'description';
const EMPTY: Record<Field, string> = {
  title: '',
  price: '',
  brand: '',
  title2: '',
  category: '',
  gender: '',
  sku: '',
  colour: '',
  condition: '',
  madeIn: '',
  size: '',
  stock: '1',
  type: 'BAGS',
  description: '',
};

const SLOTS = shopConfig.customProductImages;
const options = (values: readonly string[], prompt: string) => [
  { value: '', label: prompt },
  ...values.map((value) => ({ value, label: value })),
];

/** /admincustomproducts: a custom product (a returned or one-off piece) with four images. */
export function CustomProductPage() {
  useDocumentTitle('Admin · Custom products');
  // A new form after each product added (admin.md: "goes to /admincustomproducts" again).
  const [form, setForm] = useState(0);
  return (
    <>
      <AdminPageHeader
        title="Custom products"
        introGap="2"
        intro="Add a product that is not in the supplier's catalogue. Fields marked * are required."
      />
      <CustomProductForm key={form} onAdded={() => setForm((count) => count + 1)} />
    </>
  );
}

/**
 * Whether images can be uploaded here (null until known: the Storage emulator may be off). While
 * they can, a file dropped beside a slot does nothing: the browser would open it and leave the form,
 * losing what was typed.
 */
function useUploads(): boolean | null {
  const [uploads, setUploads] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void storageAvailable().then((available) => {
      if (current) setUploads(available);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!uploads) return;
    const keepFiles = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepFiles);
    window.addEventListener('drop', keepFiles);
    return () => {
      window.removeEventListener('dragover', keepFiles);
      window.removeEventListener('drop', keepFiles);
    };
  }, [uploads]);

  return uploads;
}

/** Category and size belong to the type: a new type starts them again. */
const startTypeAgain = (name: Field): Partial<Record<Field, string>> =>
  name === 'type' ? { category: '', size: '' } : {};

type CustomProductFields = ReturnType<typeof useAdminFields<Field>>;

/** The typed price as shoppers will pay it (and see it, when the shop rounds it up). */
function PriceField({ field, typed }: { field: CustomProductFields['field']; typed: string }) {
  let price: number | null;
  try {
    price = parseEuros(typed, 'Price');
  } catch {
    price = null;
  }
  return (
    <Box>
      <AdminField
        label="Price (€)"
        required
        inputMode="decimal"
        hint="The actual price, 21% VAT included: 1250, 1250.50 or 1.250,50."
        {...field('price')}
      />
      <Text fontSize="sm" mt="1" aria-live="polite">
        Actual price, 21% VAT included: {price !== null && price > 0 ? formatEuro(price) : '€ –'}
        {price !== null &&
          price > 0 &&
          displayPrice(price) !== price &&
          ` (shoppers see ${formatEuro(displayPrice(price))})`}
      </Text>
    </Box>
  );
}

/** The product's words, figures and choices. */
function ProductFields({ fields: { values, field } }: { fields: CustomProductFields }) {
  const type = values.type as ParentCategory;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <AdminField label="Title" required {...field('title')} />
        <PriceField field={field} typed={values.price} />
        <AdminSelect
          label="Brand"
          required
          options={options(BRANDS, 'Select the brand')}
          {...field('brand')}
        />
        <AdminField label="Title 2" {...field('title2')} />
        <AdminSelect
          label="Type"
          required
          options={PARENT_CATEGORIES.map((value) => ({ value, label: value }))}
          {...field('type')}
        />
        <AdminSelect
          label="Category"
          required
          options={options(categoriesFor(type), 'Select the category')}
          {...field('category')}
        />
        <AdminSelect
          label="Gender"
          required
          options={[
            { value: '', label: 'Select the gender' },
            ...GENDERS.map((value) => ({ value, label: `${value} (${GENDER_LABELS[value]})` })),
          ]}
          {...field('gender')}
        />
        <AdminField label="SKU number" required {...field('sku')} />
        <AdminField
          label="Colour"
          required
          hint="Choose a suggestion or type any colour (e.g. Cognac)."
          suggestions={COLOURS}
          {...field('colour')}
        />
        <AdminSelect
          label="Condition"
          required
          options={options(CONDITIONS, 'Select the condition (e.g. New In)')}
          {...field('condition')}
        />
        <AdminField
          label="Made in"
          required
          hint="Choose a suggestion or type any country (e.g. Portugal)."
          suggestions={COUNTRIES_OF_MANUFACTURE}
          {...field('madeIn')}
        />
        <AdminSelect
          label="Size"
          required
          options={options(sizesFor(type), 'Select the size (e.g. UNI)')}
          {...field('size')}
        />
        <AdminField
          label="Stock"
          required
          inputMode="numeric"
          hint="Pieces in stock, all in this size; 0 shows it as sold out."
          {...field('stock')}
        />
      </SimpleGrid>
      <Box mt="5">
        <AdminTextarea label="Description" {...field('description')} />
      </Box>
    </>
  );
}

/** The image slots: an upload or a web address each; the first is the main image. */
function ImageSlots({
  images,
  onChange,
  uploads,
  folder,
  fields: { idOf, errors },
}: {
  images: string[];
  onChange: (index: number, url: string) => void;
  uploads: boolean | null;
  folder: string;
  fields: CustomProductFields;
}) {
  return (
    <chakra.fieldset mt="8">
      <chakra.legend fontWeight="semibold" mb="1">
        Images
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {uploads === false
          ? 'Image uploads are not available here (no Storage emulator), so give each image as a web address.'
          : 'Drop each image on its slot or choose its file (PNG, JPEG, WebP, GIF or AVIF, at most 20 MB), or give its web address. The first is the main image.'}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {images.map((url, index) => (
          <ImageSlot
            key={index}
            id={idOf(`image-${index}`)}
            label={`Upload image ${index + 1}`}
            url={url}
            uploads={uploads === true}
            folder={folder}
            error={errors[`images.${index}`]}
            onChange={(next) => onChange(index, next)}
          />
        ))}
      </SimpleGrid>
      {errors.images && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="3">
          {errors.images}
        </Text>
      )}
    </chakra.fieldset>
  );
}

function CustomProductForm({ onAdded }: { onAdded: () => void }) {
  const fields = useAdminFields<Field>(EMPTY, startTypeAgain);
  const { idOf, values, setErrors } = fields;
  const [images, setImages] = useState<string[]>(() => Array.from({ length: SLOTS }, () => ''));
  const uploads = useUploads();
  const [folder] = useState(newUploadFolder);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Upper-cased as the form always sent them (admin.md section 5); the schema does the same.
    const body: AdminCustomProductBody = {
      ...values,
      brand: values.brand.toUpperCase(),
      category: values.category.toUpperCase(),
      colour: values.colour.toUpperCase(),
      size: values.size.toUpperCase(),
      gender: values.gender.toUpperCase(),
      type: values.type.toUpperCase(),
      images: images.map((url) => url.trim()),
    };
    const checked = adminCustomProductBodySchema.safeParse(body);
    if (!checked.success) {
      const issues = fieldErrors(checked.error);
      const next: Record<string, string> = {};
      for (const issue of issues) {
        // "images" (not four) and "images.2" (not a URL) both belong to the image slots.
        const key = issue.path === 'images' ? 'images' : issue.path;
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = issues[0]?.path ?? 'title';
      document
        .getElementById(first.startsWith('images') ? idOf(`image-${first.split('.')[1] ?? 0}`) : idOf(first))
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      await addCustomProduct(body);
      notifyAdmin(MESSAGES.adminCustomProductAdded);
      onAdded();
    } catch (error) {
      // A picture from a source the shop never shows (docs/decisions.md rule 72) is refused with a 400
      // naming its slot: the message goes beside that slot, which gets the focus.
      const pictures =
        error instanceof ApiError ? error.fields.filter((f) => f.path.startsWith('images.')) : [];
      if (pictures.length > 0) {
        setErrors(Object.fromEntries(pictures.map((problem) => [problem.path, problem.message])));
        document.getElementById(idOf(`image-${pictures[0]!.path.split('.')[1]}`))?.focus();
      }
      notifyAdmin(messageOf(error), 'error');
      setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={submit} noValidate maxW="5xl">
      <ProductFields fields={fields} />
      <ImageSlots
        images={images}
        onChange={(index, next) => {
          setImages((current) => current.map((value, slot) => (slot === index ? next : value)));
          setErrors((current) => ({ ...current, [`images.${index}`]: undefined, images: undefined }));
        }}
        uploads={uploads}
        folder={folder}
        fields={fields}
      />

      <Button type="submit" mt="8" loading={busy} loadingText="Adding…">
        Submit
      </Button>
    </chakra.form>
  );
}
