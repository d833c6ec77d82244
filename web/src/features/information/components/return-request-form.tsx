import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { POLICY_TEXTS } from '@shop/domain';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import { sendReturnRequest } from '../api/send-return-request';
import { TextAreaField } from './text-area-field';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';

const EMPTY = { orderId: '', email: '', items: '', reason: '' };

/**
 * /returnform's form (docs/decisions.md rule 22): order number, e-mail, items and reason. The server checks
 * the order belongs to that address, stores the request once and mails the reference.
 */
export function ReturnRequestForm() {
  const form = useCheckedForm(formSchema('storeReturnRequestBodySchema'), EMPTY, async (values, parsed) => {
    const answer = await sendReturnRequest(values);
    const reference = `Your reference is ${answer.requestId}.`;
    return answer.alreadyReceived
      ? `We already have this return request for order ${answer.orderReference}. ${reference}`
      : `We have received your return request for order ${answer.orderReference} and sent the details to ${parsed.email}. ${reference} ${POLICY_TEXTS.returnConfirmation}`;
  });
  const { field } = form;

  return (
    <CheckedForm
      label="Return request"
      form={form}
      sentTitle="Return request received"
      failedTitle="Your return request was not sent"
      submitLabel="Send return request"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          label="Order number"
          hint="In your order confirmation e-mail"
          autoComplete="off"
          required
          {...field('orderId')}
        />
        <FormField
          label="E-mail"
          hint="The address you ordered with"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </SimpleGrid>
      <TextAreaField label="Items to return" rows={3} required {...field('items')} />
      <TextAreaField label="Reason" rows={4} required {...field('reason')} />
    </CheckedForm>
  );
}
