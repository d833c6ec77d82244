import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { SavedAddress } from '@shop/domain';
import { useAddressBook } from '@/features/account/api/address-book';
import { addressLine } from '@/features/account/components/address-book';
import { useVisitor } from '@/lib/firebase/auth';

/**
 * A signed-in customer's saved addresses (/account's address book), offered above the checkout's
 * details: choosing one fills the form, its country included, so the summary's shipping and VAT
 * follow the destination. Nothing shows for visitors without an account or without addresses.
 */
export function SavedAddressChoice({ onChoose }: { onChoose: (address: SavedAddress) => void }) {
  const visitor = useVisitor();
  const account = visitor.uid !== null && !visitor.isAnonymous ? visitor.uid : null;
  const { state } = useAddressBook(account);
  const id = useId();
  if (state.status !== 'ready' || state.addresses.length === 0) return null;
  const { addresses } = state;
  return (
    <Box mb="5">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        Use a saved address
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
          Choose one of your addresses
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
