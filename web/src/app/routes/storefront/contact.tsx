import { Text } from '@chakra-ui/react/text';
import { shopConfig } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { CompanyDetails } from '@/features/information/components/company-details';
import { ContactForm } from '@/features/information/components/contact-form';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { shopHours } from '@/features/information/page-words';
import { withChakra } from '@/components/ui/with-chakra';

/** /contact: work time, the shop's details and the contact form. */
function Page() {
  const { contactPage: text, information, pages } = words();
  const hours = shopHours();
  return (
    <InformationPage
      title={pages.contact}
      description={fill(text.description, { shop: shopConfig.name, hours })}
      lead={fill(text.lead, { hours })}
    >
      <InformationSection title={text.sendMessage}>
        <Text mb="6">
          {text.intro} {information.requiredNote}
        </Text>
        <ContactForm />
      </InformationSection>
      <InformationSection title={text.otherWays}>
        <CompanyDetails />
      </InformationSection>
    </InformationPage>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
