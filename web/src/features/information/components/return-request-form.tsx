import { fill, words } from '@/app/i18n/page-language';
import { formRefusal, pagePolicies } from '../page-words';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
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
  const text = words().returnFormPage;
  const form = useCheckedForm(formSchema('storeReturnRequestBodySchema'), EMPTY, async (values, parsed) => {
    const answer = await sendReturnRequest(values).catch((error: unknown) => {
      // An order number that is not an order of that address is the API's 404.
      throw formRefusal(error, { 'not-found': text.noOrder });
    });
    const reference = fill(text.reference, { reference: answer.requestId });
    const order = answer.orderReference;
    return answer.alreadyReceived
      ? fill(text.already, { order, reference })
      : fill(text.received, {
          order,
          email: parsed.email,
          reference,
          confirmation: pagePolicies().returnConfirmation,
        });
  });
  const { field } = form;

  return (
    <CheckedForm
      label={text.title}
      form={form}
      sentTitle={text.sent}
      failedTitle={text.failed}
      submitLabel={text.submit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          label={text.orderNumber}
          hint={text.orderNumberHint}
          autoComplete="off"
          required
          {...field('orderId')}
        />
        <FormField
          label={text.email}
          hint={text.emailHint}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </SimpleGrid>
      <TextAreaField label={text.items} rows={3} required {...field('items')} />
      <TextAreaField label={text.reason} rows={4} required {...field('reason')} />
    </CheckedForm>
  );
}
