import type { HTMLInputAutoCompleteAttribute } from 'react';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { StoreChargeBody } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { TextInput } from '@/components/ui/text-input';
import { countryNames } from '@/app/i18n/country-names';

export type CheckoutDetails = Required<{ [K in keyof StoreChargeBody['customer']]: string }>;

export type FieldName = keyof CheckoutDetails;

/** A native <select> with the inputs' look (Chakra's NativeSelect recipe is not needed for one select). */
const SelectInput = chakra('select', inputRecipe);

type LabelledField = Exclude<FieldName, 'country'>;

interface FieldSpec {
  name: LabelledField;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'email' | 'tel';
  wide?: boolean;
}

// The spec's fields in its order; the country select sits after the names.
// Each field's label is its name's word in the page's checkoutForm words.
const NAME_FIELDS: FieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
];
const ADDRESS_FIELDS: FieldSpec[] = [
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postcode', autoComplete: 'postal-code' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'email', autoComplete: 'email', type: 'email', wide: true },
];
const COMPANY_FIELD: FieldSpec = { name: 'companyAddress', autoComplete: 'off', wide: true };

export const fieldId = (name: FieldName) => `checkout-${name}`;
const errorId = (name: FieldName) => `checkout-${name}-error`;

function Label({ name, label, required }: { name: FieldName; label: string; required: boolean }) {
  return (
    <chakra.label htmlFor={fieldId(name)} display="block" fontSize="sm" fontWeight="medium" mb="1">
      {label}
      {required && (
        <chakra.span color="fg.error" aria-hidden="true">
          {' '}
          *
        </chakra.span>
      )}
    </chakra.label>
  );
}

function FieldError({ name, message }: { name: FieldName; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={errorId(name)} color="fg.error" fontSize="sm" mt="1">
      {message}
    </Text>
  );
}

/**
 * The checkout's details form (storefront.md, Checkout): names, country (Netherlands preselected),
 * address, town, state, postcode, phone and e-mail; the company address only for a business order,
 * which the shopper ticks, with the reason it is asked. `required` names the fields the order's
 * schema requires; each shows a visible * and is announced as required.
 */
export function DetailsForm({
  values,
  errors,
  required,
  disabled,
  businessOrder,
  onBusinessOrderChange,
  onChange,
}: {
  values: CheckoutDetails;
  errors: Partial<Record<FieldName, string>>;
  required: ReadonlySet<FieldName>;
  disabled: boolean;
  businessOrder: boolean;
  onBusinessOrderChange(checked: boolean): void;
  onChange(name: FieldName, value: string): void;
}) {
  const text = words().checkoutForm;
  const [beforeStar, afterStar] = text.requiredNote.split('*');
  const field = ({ name, autoComplete, type, wide }: FieldSpec) => (
    <Box key={name} gridColumn={wide ? { sm: 'span 2' } : undefined}>
      <Label name={name} label={text[name]} required={required.has(name)} />
      <TextInput
        id={fieldId(name)}
        name={name}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        aria-required={required.has(name) || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        disabled={disabled}
        borderColor="gray.500"
      />
      <FieldError name={name} message={errors[name]} />
    </Box>
  );

  return (
    <chakra.fieldset disabled={disabled}>
      <chakra.legend srOnly>{text.yourDetails}</chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {beforeStar}
        <chakra.span color="fg.error">*</chakra.span>
        {afterStar}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {NAME_FIELDS.map(field)}
        <Box gridColumn={{ sm: 'span 2' }}>
          <Label name="country" label={text.country} required={false} />
          <SelectInput
            id={fieldId('country')}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(event) => onChange('country', event.target.value)}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? errorId('country') : undefined}
            disabled={disabled}
            borderColor="gray.500"
          >
            {countryNames().map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectInput>
          <FieldError name="country" message={errors.country} />
        </Box>
        {ADDRESS_FIELDS.map(field)}
        <Box gridColumn={{ sm: 'span 2' }} display="flex" alignItems="center" gap="2" minH="11">
          <chakra.input
            id={fieldId('companyAddress') + '-wanted'}
            type="checkbox"
            checked={businessOrder}
            onChange={(event) => onBusinessOrderChange(event.target.checked)}
            w="5"
            h="5"
            accentColor="ink"
            aria-describedby="checkout-business-order-hint"
          />
          <chakra.label htmlFor={fieldId('companyAddress') + '-wanted'} fontSize="sm" cursor="pointer">
            {text.businessOrder}
            <chakra.span id="checkout-business-order-hint" display="block" color="fg.muted">
              {text.businessOrderHint}
            </chakra.span>
          </chakra.label>
        </Box>
        {businessOrder && field(COMPANY_FIELD)}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
