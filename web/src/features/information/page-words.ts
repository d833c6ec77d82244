import { policySentences, shopConfig } from '@shop/domain';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';

/** The policies' sentences with the shop's figures, in the page's language (POLICY_TEXTS in English). */
export const pagePolicies = () => policySentences(pageLanguage(), words());

/** The shop's opening hours in the page's language: "7 days a week, 10:00 to 18:00 (CET)". */
export const shopHours = (): string => fill(words().footer.hours, shopConfig.hours);
