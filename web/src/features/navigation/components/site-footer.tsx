import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { openingHours, shopConfig } from '@shop/domain';
import { StaticHtml } from '@/components/ui/static-html';
import { LanguageSwitcher } from '@/app/i18n/language-switcher';
import { fill, words } from '@/app/i18n/page-language';
import { customerServiceLinks, informationLinks, legalLinks, type NavLink } from '../navigation-links';
import { PaymentIcons } from './payment-icons';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <StaticHtml as="nav" aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={`${styles.links} ${styles.muted}`}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}

/**
 * Shop footer (storefront.md section 2): newsletter, links to every information page, company
 * details, social links, payment methods and the company registration and VAT numbers. Plain
 * elements and a CSS module (site-footer.module.css): every page renders it. Only the newsletter box
 * hydrates: the rest is text and links, kept as the server rendered them (StaticHtml).
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { footer } = words();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.wide}>{newsletter}</div>
          <LinkColumn title={footer.information} links={informationLinks()} />
          <LinkColumn title={footer.customerService} links={customerServiceLinks()} />
        </div>

        <StaticHtml className={`${styles.grid} ${styles.divided}`}>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              {shopConfig.name}
            </h2>
            <address className={`${styles.address} ${styles.muted}`}>
              {__SHOP_IDENTITY__.legalName}
              <br />
              {__SHOP_IDENTITY__.address.street}
              <br />
              {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
              {__SHOP_IDENTITY__.address.countryName}
              <br />
              <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>
              <br />
              <a href={`tel:${__SHOP_IDENTITY__.phone.replace(/\s/g, '')}`}>{__SHOP_IDENTITY__.phone}</a>
            </address>
            <p className={`${styles.muted} ${styles.note}`}>
              {fill(footer.open, { hours: openingHours({ footer }) })}
            </p>
          </section>

          <section aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              {footer.companyRegistration}
            </h2>
            <dl className={`${styles.facts} ${styles.muted}`}>
              <dt>{footer.chamberOfCommerce}</dt>
              <dd>{__SHOP_IDENTITY__.kvkNumber}</dd>
              <dt>{footer.vatNumber}</dt>
              <dd>{__SHOP_IDENTITY__.vatNumber}</dd>
            </dl>
            <p className={`${styles.muted} ${styles.note}`}>{footer.pricesNote}</p>
          </section>

          <LinkColumn title={footer.legal} links={legalLinks()} />

          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              {footer.followUs}
            </h2>
            <SocialLinks />
            <h2 className={`${styles.heading} ${styles.headingAfter}`}>{footer.weAccept}</h2>
            <PaymentIcons />
          </section>
        </StaticHtml>

        {/* The year the page was rendered: prerendered pages show their build's until the next deploy. */}
        <StaticHtml as="p" className={styles.copyright}>
          © {new Date().getFullYear()} {__SHOP_IDENTITY__.legalName} {footer.rights}
        </StaticHtml>
        {/* Not static: it links to the page shown, which changes as the shopper moves. */}
        <LanguageSwitcher className={styles.languages} />
      </div>
    </footer>
  );
}
