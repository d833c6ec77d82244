import { words } from '@/app/i18n/page-language';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { SignInForm } from './sign-in-form';

const linkButtonStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '10',
  px: '5',
  borderWidth: '1px',
  borderColor: 'ink',
  fontSize: 'sm',
  letterSpacing: '0.1em',
  _hover: { bg: 'ink', color: 'white' },
} as const;

/** /signin (storefront.md section 2): ALREADY REGISTERED?, a NEW CUSTOMER block and the LOGIN form. */
export function SignInPage({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const newCustomerId = useId();
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" letterSpacing="0.08em" mb="10">
        {words().authForms.alreadyRegistered}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '12', md: '16' }}>
        <Box as="section" aria-labelledby={newCustomerId}>
          <Heading as="h2" id={newCustomerId} size="lg" fontWeight="normal" letterSpacing="0.1em" mb="5">
            {words().authForms.newCustomer}
          </Heading>
          <Text color="fg.muted" mb="6">
            {words().authForms.newCustomerText}
          </Text>
          <chakra.a asChild {...linkButtonStyles}>
            <Link to={paths.register.href()}>{words().pages.register}</Link>
          </chakra.a>
        </Box>
        <SignInForm onBusyChange={onBusyChange} />
      </SimpleGrid>
    </Container>
  );
}
