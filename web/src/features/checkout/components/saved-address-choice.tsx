import { words } from '@/app/i18n/page-language';
import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { SavedAddress } from '@shop/domain';
import { addressLine } from '@/features/account/components/address-book';

/**
 * A signed-in customer's saved addresses (/account's address book), offered above the checkout's
 * details: choosing one fills the form, its country included, so the summary's shipping and VAT
 * follow the destination. Nothing shows for visitors without an account or without addresses.
 */
export function SavedAddressChoice({
  addresses,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  onChoose: (address: SavedAddress) => void;
}) {
  const id = useId();
  if (addresses.length === 0) return null;
  return (
    <Box mb="5">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {words().checkoutForm.useSavedAddress}
      </chakra.label>
      <chakra.select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const chosen = addresses[Number(event.target.value)];
          if (chosen) onChoose(chosen);
        }}
        w="full"
        h="10"
        px="3"
        borderWidth="1px"
        borderColor="gray.500"
        rounded="l2"
      >
        <option value="" disabled>
          {words().checkoutForm.chooseSavedAddress}
        </option>
        {addresses.map((address, index) => (
          <option key={`${index}-${addressLine(address)}`} value={index}>
            {addressLine(address)}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}
