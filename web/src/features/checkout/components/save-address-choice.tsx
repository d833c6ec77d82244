import { fill, words } from '@/app/i18n/page-language';
import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { MAX_SAVED_ADDRESSES } from '@shop/domain';

/**
 * For a signed-in customer: "Save this address to my address book", stored once the payment is on its
 * way. Says instead why it cannot (already saved, or the book is full).
 */
export function SaveAddressChoice({
  checked,
  alreadySaved,
  full,
  onChange,
}: {
  checked: boolean;
  alreadySaved: boolean;
  full: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  if (alreadySaved) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="4">
        {words().checkoutForm.inAddressBook}
      </Text>
    );
  }
  if (full) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="4">
        {fill(words().checkoutForm.addressBookFull, { max: MAX_SAVED_ADDRESSES })}
      </Text>
    );
  }
  return (
    <Box mt="4" display="flex" alignItems="center" gap="2" minH="11">
      <chakra.input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        w="5"
        h="5"
        accentColor="ink"
        data-testid="save-address"
      />
      <chakra.label htmlFor={id} fontSize="sm" cursor="pointer">
        {words().checkoutForm.saveAddress}
      </chakra.label>
    </Box>
  );
}
