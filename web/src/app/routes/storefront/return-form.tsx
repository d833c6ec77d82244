import { Text } from '@chakra-ui/react/text';
import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { ReturnRequestForm } from '@/features/information/components/return-request-form';
import { pagePolicies } from '@/features/information/page-words';
import { withChakra } from '@/components/ui/with-chakra';

/** /returnform: the return request the return policy links to (docs/decisions.md rule 22). */
function Page() {
  const { returnFormPage: text, information } = words();
  return (
    <InformationPage
      title={text.title}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={pagePolicies().returnWindow}
    >
      <Text>
        {fillNodes(text.intro, {
          policy: <RouterLink to={paths.returnPolicy.href()}>{text.policyLink}</RouterLink>,
        })}{' '}
        {information.requiredNote}
      </Text>
      <InformationSection title={text.yourReturn}>
        <ReturnRequestForm />
      </InformationSection>
    </InformationPage>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
