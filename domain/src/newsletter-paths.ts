/**
 * The storefront pages the newsletter's mails link to (web/src/config/paths.ts registers them). A
 * module of their own, apart from the newsletter's rules and schemas: the route table every page runs
 * first imports them, and must not bring zod (its size, and its eval probe under the CSP) along.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
