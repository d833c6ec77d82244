import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import { sendContactMessage } from '../api/send-contact-message';
import { TextAreaField } from './text-area-field';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form (docs/decisions.md rule 22): validated, stored once by the server, confirmed by e-mail. */
export function ContactForm() {
  const form = useCheckedForm(formSchema('storeContactBodySchema'), EMPTY, async (values, parsed) => {
    const answer = await sendContactMessage(values);
    return answer.alreadyReceived
      ? 'We already have this message and will answer it soon. There is no need to send it again.'
      : `Thank you, ${parsed.name}. We have received your message and sent a confirmation to ${parsed.email}. We usually answer within one working day.`;
  });
  const { field } = form;

  return (
    <CheckedForm
      label="Contact form"
      form={form}
      sentTitle="Message sent"
      failedTitle="Your message was not sent"
      submitLabel="Send message"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Name" autoComplete="name" required {...field('name')} />
        <FormField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      </SimpleGrid>
      <FormField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" required {...field('message')} />
    </CheckedForm>
  );
}
