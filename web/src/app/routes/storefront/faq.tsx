import type { ReactNode } from 'react';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { AccordionItem } from '@/components/ui/accordion-item';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

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
          <p>
            No. You can order as a guest. With an <Link to={paths.register.href()}>account</Link> you keep
            your wishlist and orders on every device.
          </p>
        ),
      },
      {
        question: 'How can I pay?',
        answer: (
          <p>
            By credit card ({cardBrands}), iDEAL (Netherlands only) or PayPal. See{' '}
            <Link to={paths.paymentMethods.href()}>payment methods</Link>.
          </p>
        ),
      },
      {
        question: 'Do your prices include VAT?',
        answer: (
          <p>
            Yes. {POLICY_TEXTS.vat} {POLICY_TEXTS.duties}
          </p>
        ),
      },
      {
        question: 'Do you sell gift cards?',
        answer: <p>No, we do not offer gift cards.</p>,
      },
      {
        question: 'An item is sold out. Will it come back?',
        answer: (
          <p>
            Our stock changes frequently. Add the item to your wishlist and check back soon, or{' '}
            <Link to={paths.contact.href()}>ask us</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Shipping and delivery',
    questions: [
      {
        question: 'Who delivers my order?',
        answer: <p>We ship with two express carriers, with tracking. {POLICY_TEXTS.processing}</p>,
      },
      { question: 'What does shipping cost?', answer: <p>{POLICY_TEXTS.shippingCost}</p> },
      { question: 'How long does delivery take?', answer: <p>{POLICY_TEXTS.deliveryTimes}</p> },
      {
        question: 'Do I pay VAT or import duties outside the EU?',
        answer: <p>{POLICY_TEXTS.duties}</p>,
      },
      {
        question: 'How do I track my order?',
        answer: (
          <p>
            Your orders, their payment and their status are on{' '}
            <Link to={paths.track.href()}>track your order</Link>.
          </p>
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
          <p>
            Yes. {POLICY_TEXTS.returnWindow} Fill in the <Link to={paths.returnForm.href()}>return form</Link>{' '}
            and read the <Link to={paths.returnPolicy.href()}>return policy</Link>.
          </p>
        ),
      },
      {
        question: 'When do I get my money back?',
        answer: (
          <p>
            {POLICY_TEXTS.returnConfirmation} {POLICY_TEXTS.refunds}
          </p>
        ),
      },
      { question: 'Can I exchange an item?', answer: <p>{POLICY_TEXTS.exchanges}</p> },
    ],
  },
  {
    title: 'Customer service',
    questions: [
      {
        question: 'When can I reach you?',
        answer: (
          <p>
            {shopConfig.hours.label}, by e-mail at{' '}
            <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>, by phone at{' '}
            {__SHOP_IDENTITY__.phone} or with the <Link to={paths.contact.href()}>contact form</Link>.
          </p>
        ),
      },
    ],
  },
];

/** /faq: the frequently asked questions as an accordion. */
export function Component() {
  return (
    <InformationPage
      english
      textOnly
      title="Frequently asked questions"
      description={`Answers about ordering, payment, VAT, shipping, delivery, returns and refunds at ${shopConfig.name}.`}
      lead={
        <>
          Quick answers to the questions we hear most. Can&apos;t find yours?{' '}
          <Link to={paths.contact.href()}>Contact us</Link>.
        </>
      }
    >
      {topics.map((topic) => (
        <InformationSection key={topic.title} title={topic.title}>
          <div className={info.questions}>
            {topic.questions.map(({ question, answer }) => (
              <AccordionItem key={question} title={question}>
                {answer}
              </AccordionItem>
            ))}
          </div>
        </InformationSection>
      ))}
    </InformationPage>
  );
}
