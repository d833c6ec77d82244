import { fill, words } from '@/app/i18n/page-language';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import { sendContactMessage } from '../api/send-contact-message';
import { formRefusal } from '../page-words';
import { TextAreaField } from './text-area-field';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form (docs/decisions.md rule 22): validated, stored once by the server, confirmed by e-mail. */
export function ContactForm() {
  const text = words().contactPage;
  const form = useCheckedForm(formSchema('storeContactBodySchema'), EMPTY, async (values, parsed) => {
    const answer = await sendContactMessage(values).catch((error: unknown) => {
      throw formRefusal(error);
    });
    return answer.alreadyReceived
      ? text.already
      : fill(text.thanks, { name: parsed.name, email: parsed.email });
  });
  const { field } = form;

  return (
    <CheckedForm
      label={text.form}
      form={form}
      sentTitle={text.sent}
      failedTitle={text.failed}
      submitLabel={text.submit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={text.name} autoComplete="name" required {...field('name')} />
        <FormField label={text.email} type="email" autoComplete="email" required {...field('email')} />
      </SimpleGrid>
      <FormField label={text.subject} {...field('subject')} />
      <TextAreaField label={text.message} required {...field('message')} />
    </CheckedForm>
  );
}
