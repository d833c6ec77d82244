import { fill, words } from '@/app/i18n/page-language';
import styles from './social-links.module.css';

/**
 * The shop's social media accounts. Placeholder addresses until the real accounts are known; they
 * belong in shopConfig (docs/decisions.md rule 24) once @shop/domain has a field for them.
 */
const accounts = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/maisonborsa',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/maisonborsa',
    icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/maisonborsa',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M10.5 20l2-8m-1.5 3.5c.5 1 1.5 1.5 2.5 1.5 2.5 0 4-2.2 4-5a5 5 0 0 0-10 0c0 1 .3 2 .8 2.5" />
      </>
    ),
  },
] as const;

export function SocialLinks() {
  const { footer } = words();
  return (
    <ul className={styles.list} aria-label={footer.followUs}>
      {accounts.map((account) => (
        <li key={account.name}>
          <a
            className={styles.link}
            href={account.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(footer.newTab, { name: account.name })}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {account.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
