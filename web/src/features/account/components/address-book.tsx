import { useState, type ChangeEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { COUNTRIES, countryName, MAX_SAVED_ADDRESSES, shopConfig, type SavedAddress } from '@shop/domain';
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

/** One line per address, as the checkout's choice shows it too. */
export function addressLine(address: SavedAddress): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    [address.postcode, address.city].filter(Boolean).join(' '),
    countryName(address.country) ?? address.country,
  ].join(', ');
}

function AddAddressForm({ onAdd }: { onAdd: (address: SavedAddress) => Promise<void> }) {
  const form = useCheckedForm(
    formSchema('storeSavedAddressSchema'),
    EMPTY_ADDRESS,
    async (_values, parsed) => {
      await onAdd(parsed);
      return `${addressLine(parsed)} is in your address book.`;
    },
  );
  const country = form.field('country');
  return (
    <CheckedForm
      label="Add an address"
      form={form}
      sentTitle="Address saved"
      failedTitle="The address was not saved"
      submitLabel="Save address"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        <Field id={country.id} label="Country" error={country.error}>
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
              {COUNTRIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </chakra.select>
          )}
        </Field>
        <FormField label="Address" autoComplete="street-address" required {...form.field('address')} />
        <FormField label="Town / city" autoComplete="address-level2" {...form.field('city')} />
        <FormField label="State / county" autoComplete="address-level1" {...form.field('state')} />
        <FormField label="Postcode / zip" autoComplete="postal-code" required {...form.field('postcode')} />
        <FormField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
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

  if (state.status === 'loading') return <LoadingState label="Loading your addresses…" />;
  if (state.status === 'error') return <ErrorState title="Address book" message={state.message} />;
  const { addresses } = state;

  async function add(address: SavedAddress) {
    replace(await saveAddressBook([...addresses, address]));
  }

  async function remove(index: number) {
    setBusy(true);
    try {
      replace(await saveAddressBook(addresses.filter((_, at) => at !== index)));
      showSnackbar({
        message: 'Address removed',
        durationMs: shopConfig.snackbarMs.wishlist,
        status: 'success',
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The address could not be removed.';
      showSnackbar({ message, durationMs: shopConfig.snackbarMs.wishlist, status: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      {addresses.length === 0 ? (
        <Text mb="6">You have no saved addresses yet. Saved addresses are offered at checkout.</Text>
      ) : (
        <chakra.ul listStyleType="none" mb="6" aria-label="Saved addresses">
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
                aria-label={`Remove ${addressLine(address)}`}
              >
                Remove
              </Button>
            </Flex>
          ))}
        </chakra.ul>
      )}
      {addresses.length < MAX_SAVED_ADDRESSES ? (
        <AddAddressForm onAdd={add} />
      ) : (
        <Text color="fg.muted">
          Your address book is full ({MAX_SAVED_ADDRESSES} addresses). Remove one to add another.
        </Text>
      )}
    </Box>
  );
}
