import { useId, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** The footer's newsletter box: an e-mail field and JOIN US; shows what the server answered. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'sending' });
    try {
      const message = await subscribeNewsletter(email.trim());
      setOutcome({ kind: 'done', message });
      setEmail('');
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Box as="section" aria-labelledby={`${inputId}-heading`}>
      <Heading as="h2" id={`${inputId}-heading`} size="md" fontWeight="normal">
        Newsletter
      </Heading>
      <Text mt="2" color="gray.300" fontSize="sm">
        New arrivals, designer news and private sales, straight to your inbox.
      </Text>
      <chakra.form onSubmit={submit} mt="4" noValidate={false}>
        <chakra.label htmlFor={inputId} display="block" fontSize="sm" mb="1.5">
          E-mail address
        </chakra.label>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <TextInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={outcome.kind === 'done' || outcome.kind === 'failed' ? messageId : undefined}
            aria-invalid={outcome.kind === 'failed' || undefined}
            bg="white"
            color="ink"
            borderColor="gray.400"
            placeholder="you@example.com"
            // A touch target at least 44 px tall; in the phone's column a flex basis of 0 would
            // squash it to the text's height.
            h="11"
            flex={{ sm: '1' }}
          />
          <Button
            type="submit"
            h="11"
            colorPalette="gold"
            loading={outcome.kind === 'sending'}
            loadingText="Joining…"
            letterSpacing="0.1em"
          >
            Join us
          </Button>
        </Flex>
        <Box id={messageId} mt="2" minH="6" fontSize="sm" aria-live="polite">
          {outcome.kind === 'done' && <Text color="green.300">{outcome.message}</Text>}
          {outcome.kind === 'failed' && (
            <Text role="alert" color="red.300">
              {outcome.message}
            </Text>
          )}
        </Box>
      </chakra.form>
    </Box>
  );
}
