import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { MAX_SAVED_ADDRESSES } from '@shop/domain';
import { sameAddress } from '../api/save-checkout-address';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { DetailsForm } from './details-form';
import { ReminderConsent } from './reminder-consent';
import { SaveAddressChoice } from './save-address-choice';
import { SavedAddressChoice } from './saved-address-choice';

/**
 * The checkout's "Your details": what is wrong with them (above the form), a saved address to
 * start from, the fields, and for a signed-in customer whether to save the address.
 */
export function YourDetails({ form, disabled }: { form: CheckoutForm; disabled: boolean }) {
  return (
    <>
      {form.alert && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="3" mb="4">
          <Text color="fg.error" fontWeight="semibold">
            {form.alert}
          </Text>
        </Box>
      )}
      <SavedAddressChoice addresses={form.savedAddresses} onChoose={form.chooseAddress} />
      <DetailsForm
        values={form.values}
        errors={form.errors}
        required={form.required}
        disabled={disabled}
        businessOrder={form.businessOrder}
        onBusinessOrderChange={form.changeBusinessOrder}
        onChange={form.change}
      />
      {form.account && (
        <SaveAddressChoice
          checked={form.saveAddress}
          alreadySaved={form.savedAddresses.some((saved) => sameAddress(saved, form.values))}
          full={form.savedAddresses.length >= MAX_SAVED_ADDRESSES}
          onChange={form.changeSaveAddress}
        />
      )}
      <ReminderConsent />
    </>
  );
}
