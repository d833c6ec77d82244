import { Text } from '@chakra-ui/react/text';
import { shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';

/** /cookie: what the shop stores in the browser. Only what the shop needs to work: no consent banner. */
export function Component() {
  return (
    <InformationPage
      title="Cookie policy"
      description={`${shopConfig.name} stores only what the shop needs to work in your browser: no advertising or tracking cookies.`}
      lead="We store only what the shop needs to work. We use no advertising or tracking cookies."
    >
      <InformationSection title="What your browser keeps for us">
        <PointList
          points={[
            'Your visitor number and, if you sign in, your session (browser storage of our sign-in service, Firebase Authentication). Without it your cart and wishlist would be lost on every page.',
            'The note you write for your order, until you pay.',
            'During checkout our payment provider Stripe may set cookies to prevent fraud.',
          ]}
        />
      </InformationSection>
      <InformationSection title="Removing them">
        <Text>
          You can clear them in your browser's settings at any time. You then start as a new visitor with an
          empty cart and wishlist; signing in to your account brings your wishlist and orders back.
        </Text>
        <Text>
          More about your data: <RouterLink to={paths.privacy.href()}>privacy policy</RouterLink>.
        </Text>
      </InformationSection>
    </InformationPage>
  );
}
