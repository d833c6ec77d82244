import { useState, type ChangeEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { DEFAULT_LANGUAGE, MAX_SAVED_ADDRESSES, shopConfig, type SavedAddress } from '@shop/domain';
import { countryNames, pageCountryName } from '@/app/i18n/country-names';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/loading-state';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import { showSnackbar } from '@/components/ui/snackbar';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';
import { saveAddressBook, useAddressBook } from '../api/address-book';

const EMPTY_ADDRESS = {
  firstName: '',
  lastName: '',
  country: shopConfig.defaultCountry,
  address: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
};

/** One line per address, as the checkout's choice shows it too, the country in the page's language. */
export function addressLine(address: SavedAddress): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    [address.postcode, address.city].filter(Boolean).join(' '),
    pageCountryName(address.country),
  ].join(', ');
}

function AddAddressForm({ onAdd }: { onAdd: (address: SavedAddress) => Promise<void> }) {
  const text = words().accountForms;
  const labels = words().checkoutForm;
  const form = useCheckedForm(
    formSchema('storeSavedAddressSchema'),
    EMPTY_ADDRESS,
    async (_values, parsed) => {
      await onAdd(parsed);
      return fill(text.addressIn, { address: addressLine(parsed) });
    },
  );
  const country = form.field('country');
  return (
    <CheckedForm
      label={text.addAddress}
      form={form}
      sentTitle={text.addressSaved}
      failedTitle={text.addressNotSaved}
      submitLabel={text.saveAddress}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={labels.firstName} autoComplete="given-name" required {...form.field('firstName')} />
        <FormField label={labels.lastName} autoComplete="family-name" required {...form.field('lastName')} />
        <Field id={country.id} label={labels.country} error={country.error}>
          {(control) => (
            <chakra.select
              {...control}
              name={country.name}
              value={country.value}
              autoComplete="country"
              onChange={(event) => country.onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
              borderWidth="1px"
              borderColor="gray.500"
              rounded="l2"
              h="10"
              px="3"
              w="full"
              minW="0"
            >
              {countryNames().map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </chakra.select>
          )}
        </Field>
        <FormField label={labels.address} autoComplete="street-address" required {...form.field('address')} />
        <FormField label={labels.city} autoComplete="address-level2" {...form.field('city')} />
        <FormField label={labels.state} autoComplete="address-level1" {...form.field('state')} />
        <FormField label={labels.postcode} autoComplete="postal-code" required {...form.field('postcode')} />
        <FormField label={labels.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
      </SimpleGrid>
    </CheckedForm>
  );
}

/**
 * /account's address book: up to MAX_SAVED_ADDRESSES addresses, each removable, and a form to add
 * one. The checkout offers them; choosing one there sets the destination, and so VAT and shipping.
 */
export function AddressBook({ uid }: { uid: string }) {
  const { state, replace } = useAddressBook(uid);
  const [busy, setBusy] = useState(false);
  const text = words().accountForms;

  if (state.status === 'loading') return <LoadingState label={text.loadingAddresses} />;
  if (state.status === 'error') return <ErrorState title={text.addressBook} message={text.addressesFailed} />;
  const { addresses } = state;

  async function add(address: SavedAddress) {
    replace(await saveAddressBook([...addresses, address]));
  }

  async function remove(index: number) {
    setBusy(true);
    try {
      replace(await saveAddressBook(addresses.filter((_, at) => at !== index)));
      showSnackbar({
        message: text.addressRemoved,
        durationMs: shopConfig.snackbarMs.wishlist,
        status: 'success',
      });
    } catch (error) {
      // The API's reasons are English: another language's page says it in its words.
      const message =
        pageLanguage() === DEFAULT_LANGUAGE && error instanceof Error
          ? error.message
          : text.addressNotRemoved;
      showSnackbar({ message, durationMs: shopConfig.snackbarMs.wishlist, status: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      {addresses.length === 0 ? (
        <Text mb="6">{text.noAddresses}</Text>
      ) : (
        <chakra.ul listStyleType="none" mb="6" aria-label={text.savedAddresses}>
          {addresses.map((address, index) => (
            <Flex
              as="li"
              key={`${index}-${addressLine(address)}`}
              data-testid="saved-address"
              justify="space-between"
              align="center"
              gap="4"
              py="3"
              borderBottomWidth="1px"
              borderColor="gray.200"
            >
              <Text>{addressLine(address)}</Text>
              <Button
                size="sm"
                variant="outline"
                borderColor="ink"
                disabled={busy}
                onClick={() => void remove(index)}
                aria-label={fill(text.removeAddress, { address: addressLine(address) })}
              >
                {words().cart.remove}
              </Button>
            </Flex>
          ))}
        </chakra.ul>
      )}
      {addresses.length < MAX_SAVED_ADDRESSES ? (
        <AddAddressForm onAdd={add} />
      ) : (
        <Text color="fg.muted">{fill(text.addressBookFull, { max: MAX_SAVED_ADDRESSES })}</Text>
      )}
    </Box>
  );
}
