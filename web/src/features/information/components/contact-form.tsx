import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { PlainCheckedForm } from '@/components/ui/plain-checked-form';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { sendContactMessage } from '../api/send-contact-message';
import { TextAreaField } from './text-area-field';
import { formSchema, useCheckedForm } from './use-checked-form';

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
    <PlainCheckedForm
      label="Contact form"
      form={form}
      sentTitle="Message sent"
      failedTitle="Your message was not sent"
      submitLabel="Send message"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <PlainFormField label="Name" autoComplete="name" required {...field('name')} />
        <PlainFormField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      </SimpleGrid>
      <PlainFormField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" required {...field('message')} />
    </PlainCheckedForm>
  );
}
