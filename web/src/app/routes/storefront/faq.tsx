import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { AccordionItem } from '@/components/ui/accordion-item';
import { RouterLink } from '@/components/ui/router-link';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';

type Question = { question: string; answer: ReactNode };

const cardBrands = shopConfig.cardBrands.join(', ');

/** The spec's FAQ facts (storefront.md section 1) and the policy figures, grouped by topic. */
const topics: { title: string; questions: Question[] }[] = [
  {
    title: 'Orders and payment',
    questions: [
      {
        question: 'Do I need an account to order?',
        answer: (
          <Text>
            No. You can order as a guest. With an <RouterLink to={paths.register.href()}>account</RouterLink>{' '}
            you keep your wishlist and orders on every device.
          </Text>
        ),
      },
      {
        question: 'How can I pay?',
        answer: (
          <Text>
            By credit card ({cardBrands}), iDEAL (Netherlands only) or PayPal. See{' '}
            <RouterLink to={paths.paymentMethods.href()}>payment methods</RouterLink>.
          </Text>
        ),
      },
      {
        question: 'Do your prices include VAT?',
        answer: (
          <Text>
            Yes. Every price is in euro and includes {shopConfig.vatRatePercent}% Dutch VAT.{' '}
            {POLICY_TEXTS.duties}
          </Text>
        ),
      },
      {
        question: 'Do you sell gift cards?',
        answer: <Text>No, we do not offer gift cards.</Text>,
      },
      {
        question: 'An item is sold out. Will it come back?',
        answer: (
          <Text>
            Our stock changes frequently. Add the item to your wishlist and check back soon, or{' '}
            <RouterLink to={paths.contact.href()}>ask us</RouterLink>.
          </Text>
        ),
      },
    ],
  },
  {
    title: 'Shipping and delivery',
    questions: [
      {
        question: 'Who delivers my order?',
        answer: <Text>We ship with two express carriers, with tracking. {POLICY_TEXTS.processing}</Text>,
      },
      { question: 'What does shipping cost?', answer: <Text>{POLICY_TEXTS.shippingCost}</Text> },
      { question: 'How long does delivery take?', answer: <Text>{POLICY_TEXTS.deliveryTimes}</Text> },
      {
        question: 'Do I pay VAT or import duties outside the EU?',
        answer: <Text>{POLICY_TEXTS.duties}</Text>,
      },
      {
        question: 'How do I track my order?',
        answer: (
          <Text>
            Your orders, their payment and their status are on{' '}
            <RouterLink to={paths.track.href()}>track your order</RouterLink>.
          </Text>
        ),
      },
    ],
  },
  {
    title: 'Returns and refunds',
    questions: [
      {
        question: 'Can I return an item?',
        answer: (
          <Text>
            Yes. {POLICY_TEXTS.returnWindow} Fill in the{' '}
            <RouterLink to={paths.returnForm.href()}>return form</RouterLink> and read the{' '}
            <RouterLink to={paths.returnPolicy.href()}>return policy</RouterLink>.
          </Text>
        ),
      },
      {
        question: 'When do I get my money back?',
        answer: (
          <Text>
            {POLICY_TEXTS.returnConfirmation} {POLICY_TEXTS.refunds}
          </Text>
        ),
      },
      { question: 'Can I exchange an item?', answer: <Text>{POLICY_TEXTS.exchanges}</Text> },
    ],
  },
  {
    title: 'Customer service',
    questions: [
      {
        question: 'When can I reach you?',
        answer: (
          <Text>
            {shopConfig.hours.label}, by e-mail at{' '}
            <a href={`mailto:${shopConfig.email}`}>{shopConfig.email}</a>, by phone at {shopConfig.phone} or
            with the <RouterLink to={paths.contact.href()}>contact form</RouterLink>.
          </Text>
        ),
      },
    ],
  },
];

/** /faq: the frequently asked questions as an accordion. */
export function Component() {
  return (
    <InformationPage
      title="Frequently asked questions"
      description={`Answers about ordering, payment, VAT, shipping, delivery, returns and refunds at ${shopConfig.name}.`}
      lead={
        <>
          Quick answers to the questions we hear most. Can&apos;t find yours?{' '}
          <RouterLink to={paths.contact.href()}>Contact us</RouterLink>.
        </>
      }
    >
      {topics.map((topic) => (
        <InformationSection key={topic.title} title={topic.title}>
          <Box borderTopWidth="1px" borderColor="border">
            {topic.questions.map(({ question, answer }) => (
              <AccordionItem key={question} title={question}>
                {answer}
              </AccordionItem>
            ))}
          </Box>
        </InformationSection>
      ))}
    </InformationPage>
  );
}
