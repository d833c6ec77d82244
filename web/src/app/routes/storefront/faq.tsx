import type { ReactNode } from 'react';
import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { AccordionItem } from '@/components/ui/accordion-item';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { pagePolicies, shopHours } from '@/features/information/page-words';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

type Question = { question: string; answer: ReactNode };

/** The spec's FAQ facts (storefront.md section 1) and the policy figures, grouped by topic, in the page's language. */
function faqTopics(): { title: string; questions: Question[] }[] {
  const text = words().faqPage;
  const policies = pagePolicies();
  return [
    {
      title: text.ordersTitle,
      questions: [
        {
          question: text.accountQ,
          answer: (
            <p>
              {fillNodes(text.accountA, {
                account: <Link to={paths.register.href()}>{text.accountLink}</Link>,
              })}
            </p>
          ),
        },
        {
          question: text.payQ,
          answer: (
            <p>
              {fillNodes(fill(text.payA, { brands: shopConfig.cardBrands.join(', ') }), {
                methods: <Link to={paths.paymentMethods.href()}>{text.methodsLink}</Link>,
              })}
            </p>
          ),
        },
        {
          question: text.vatQ,
          answer: (
            <p>
              {text.yes} {policies.vat} {policies.duties}
            </p>
          ),
        },
        { question: text.giftQ, answer: <p>{text.giftA}</p> },
        {
          question: text.soldOutQ,
          answer: (
            <p>{fillNodes(text.soldOutA, { ask: <Link to={paths.contact.href()}>{text.askLink}</Link> })}</p>
          ),
        },
      ],
    },
    {
      title: text.shippingTitle,
      questions: [
        {
          question: text.carrierQ,
          answer: (
            <p>
              {text.carrierA} {policies.processing}
            </p>
          ),
        },
        { question: text.costQ, answer: <p>{policies.shippingCost}</p> },
        { question: text.timeQ, answer: <p>{policies.deliveryTimes}</p> },
        { question: text.dutiesQ, answer: <p>{policies.duties}</p> },
        {
          question: text.trackQ,
          answer: (
            <p>{fillNodes(text.trackA, { track: <Link to={paths.track.href()}>{text.trackLink}</Link> })}</p>
          ),
        },
      ],
    },
    {
      title: text.returnsTitle,
      questions: [
        {
          question: text.returnQ,
          answer: (
            <p>
              {text.yes} {policies.returnWindow}{' '}
              {fillNodes(text.returnA, {
                form: <Link to={paths.returnForm.href()}>{text.formLink}</Link>,
                policy: <Link to={paths.returnPolicy.href()}>{text.policyLink}</Link>,
              })}
            </p>
          ),
        },
        {
          question: text.refundQ,
          answer: (
            <p>
              {policies.returnConfirmation} {policies.refunds}
            </p>
          ),
        },
        { question: text.exchangeQ, answer: <p>{policies.exchanges}</p> },
      ],
    },
    {
      title: text.serviceTitle,
      questions: [
        {
          question: text.reachQ,
          answer: (
            <p>
              {fillNodes(fill(text.reachA, { hours: shopHours(), phone: __SHOP_IDENTITY__.phone }), {
                email: <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>,
                contact: <Link to={paths.contact.href()}>{text.contactLink}</Link>,
              })}
            </p>
          ),
        },
      ],
    },
  ];
}

/** /faq: the frequently asked questions as an accordion. */
export function Component() {
  const text = words().faqPage;
  return (
    <InformationPage
      textOnly
      title={text.title}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={fillNodes(text.lead, { contact: <Link to={paths.contact.href()}>{text.contactUs}</Link> })}
    >
      {faqTopics().map((topic) => (
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
