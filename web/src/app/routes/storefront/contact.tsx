import { Text } from '@chakra-ui/react/text';
import { shopConfig } from '@shop/domain';
import { CompanyDetails } from '@/features/information/components/company-details';
import { ContactForm } from '@/features/information/components/contact-form';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { withChakra } from '@/components/ui/with-chakra';

/** /contact: work time, the shop's details and the contact form. */
function Page() {
  return (
    <InformationPage
      title="Contact"
      description={`Questions about an order, a product or a return? Contact ${shopConfig.name}, ${shopConfig.hours.label}.`}
      lead={`We are here for you ${shopConfig.hours.label}.`}
    >
      <InformationSection title="Send us a message">
        <Text mb="6">
          Fill in the form and we answer by e-mail, usually within one working day. Fields marked * are
          required.
        </Text>
        <ContactForm />
      </InformationSection>
      <InformationSection title="Other ways to reach us">
        <CompanyDetails />
      </InformationSection>
    </InformationPage>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
