/**
 * Which of the page dictionary's sections travel with which page (docs/decisions.md rule 79). The
 * words of the pages around an order (the cart, the checkout, the thank-you page, /track, the
 * account and its forms, the wishlist) are a group of their own, loaded with those pages' modules
 * (route-loaders.ts), and so are the information pages' texts (about, delivery, the policies,
 * contact: long texts no listing needs); every other section is the shell's, loaded before a
 * page's first render with the header, menus and listings that use most of them (the footer's own
 * words load with it). A new section is the shell's until
 * it is named here: never missing on a page, at worst a few bytes early. One group more is one
 * more import per language in every page's route table, so a group is worth it only when it keeps
 * a kilobyte or so off the listing. vite-words.ts builds each language's groups from domain/'s
 * dictionaries; the bundle bench counts a route's words in its first load.
 */
import type { Dictionary } from '@shop/domain';

type Section = keyof Dictionary;

/** The shell's group, which every page loads first. */
export const SHELL_WORDS = 'shell';

/**
 * The groups besides the shell's, and their sections. `forms` (a form's problems by their kind,
 * form-words.ts) travels with every group whose pages have a form: the order pages', the information
 * pages', the product page's (Notify me) and the footer's (the newsletter); no listing shows one.
 * So do the pages' names (`pages`): the footer's and the cookie banner's links, the information and
 * order pages' titles, the product page's breadcrumb say them; no listing, menu or header does.
 */
export const WORD_GROUPS = {
  orders: [
    'cart',
    'checkout',
    'checkoutForm',
    'orderMoney',
    'authForms',
    'thankYouPage',
    'thankYou',
    'track',
    'orderStatuses',
    'account',
    'accountForms',
    'wishlistPage',
    'buyNow',
    'orderDocuments',
    'wishlistAlerts',
    'forms',
    'pages',
    'deliveryTimes',
  ],
  information: [
    'policyTexts',
    'information',
    'aboutPage',
    'deliveryPage',
    'paymentPage',
    'shippingPage',
    'returnPage',
    'returnFormPage',
    'contactPage',
    'disclaimerPage',
    'faqPage',
    'termsPage',
    'privacyPage',
    'cookiePage',
    // The footer's words, which information pages say too (the opening hours, the payment marks).
    'footer',
    'forms',
    'pages',
    'deliveryTimes',
  ],
  // The product page's own words, which its quick view on a listing loads with its module, the
  // policy sentences its "Delivery & returns" says (also the information pages'), its wallets'
  // "Buy now" (also the cart's), "Notify me" and the zoomed pictures.
  product: ['product', 'policyTexts', 'deliveryTimes', 'buyNow', 'notifyMe', 'zoom', 'forms', 'pages'],
  // The words of the pages no listing, menu or header speaks for: the home page's, the designers
  // page's, the search page's and those of the pages a shop mail's link opens.
  browsing: ['home', 'designers', 'designerIndex', 'designerList', 'searchPage', 'mailLinks'],
  // Words no page's first render shows: the cookie banner's (loaded with it, after the page), the
  // newsletter's answers (loaded as the shopper subscribes), the account menu's and the Designers
  // menu's (loaded with their panels, as they first open), and the cart and wishlist buttons'
  // answers (loaded as a click's request goes out: piece-answers.ts).
  notices: ['cookieBanner', 'newsletterAnswers', 'pages', 'accountMenu', 'designerList', 'pieceAnswers'],
  // The offer of another language: its one line, loaded in that language when a first visit's
  // browser asks for it (language-offer.tsx). A group of its own: that language's notices are
  // 2.3 KB that a page in another language never shows.
  offer: ['languageSuggestion'],
  // The footer's own words, loaded with its module (storefront-layout.tsx): it is below the fold on
  // every page and comes after the first render, so they are off every page's first load.
  footer: ['footer', 'forms', 'pages'],
  // The not-found page's words, loaded with it (router.tsx) or as a listing finds its address names
  // nothing (listing-page.tsx): an address that names nothing is rare, and its page waits for them.
  'not-found': ['notFound'],
} as const satisfies Record<string, readonly Section[]>;

export type WordGroup = typeof SHELL_WORDS | keyof typeof WORD_GROUPS;

/**
 * The groups only a part shown after the page needs (the cookie banner, the newsletter's answers,
 * the account and Designers menus, the offer of another language, the footer):
 * their loader is a module of its own (`virtual:page-words/late`, late-words.ts) that comes with
 * those parts, so the loader in every page's first load names none of their chunks.
 */
export const LATE_GROUPS = ['notices', 'offer', 'footer'] as const satisfies readonly WordGroup[];
export type LateGroup = (typeof LATE_GROUPS)[number];

/**
 * The pages (routes/storefront/<page>.tsx) that show a group's words, by group: one line of names
 * each, as the route table (on every page's first load) carries it.
 */
const PAGE_WORDS: Readonly<Record<Exclude<WordGroup, typeof SHELL_WORDS | LateGroup>, string>> = {
  orders: 'cart checkout checkout-ideal thank-you track account sign-in register wishlist',
  product: 'product',
  browsing:
    'home designers search newsletter-confirm newsletter-unsubscribe notify-me-confirm notify-me-unsubscribe mail-unsubscribe',
  'not-found': 'not-found',
  information:
    'about contact cookie-policy delivery disclaimer faq payment-methods privacy return-form return-policy shipping terms',
};

/** The group of words `page` loads beside its module, if any. */
export const pageWordGroup = (page: string): WordGroup | undefined =>
  (Object.keys(PAGE_WORDS) as (keyof typeof PAGE_WORDS)[]).find((group) =>
    PAGE_WORDS[group].split(' ').includes(page),
  );

/**
 * The sections of `group` among a dictionary's `sections` (at build time, vite-words.ts). Nothing
 * here runs while the module loads, so the browser's bundle, which only asks pageWordGroup, leaves
 * WORD_GROUPS' lists out.
 */
export function sectionsOf(group: WordGroup, sections: readonly string[]): string[] {
  const grouped = new Set<string>(Object.values(WORD_GROUPS).flat());
  if (group === SHELL_WORDS) return sections.filter((section) => !grouped.has(section));
  const own: readonly string[] = WORD_GROUPS[group];
  return sections.filter((section) => own.includes(section));
}
