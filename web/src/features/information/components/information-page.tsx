import { useId, type ReactNode } from 'react';
import { pageLanguage } from '@/app/i18n/page-language';
import shop from '@/components/ui/shop.module.css';
import { StaticHtml } from '@/components/ui/static-html';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './information.module.css';

/**
 * An information page (about, FAQ, policies, contact): its title as the h1, a lead paragraph, and
 * sections. `description` is the search result snippet. Plain HTML: the text needs no script. A page
 * whose text is not translated yet says so (`english`): it is then marked lang="en" on a Dutch,
 * German or French page (docs/decisions.md rule 79), for screen readers and search engines. A page
 * that is only text, links and native <details> says so (`textOnly`): hydration then keeps it as the
 * server rendered it (StaticHtml) instead of rendering it again; pages with a form or Chakra
 * components leave it out.
 */
export function InformationPage({
  title,
  description,
  lead,
  textOnly = false,
  english = false,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  textOnly?: boolean;
  english?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  const page = (
    <>
      <h1 className={`${shop.pageTitle} ${styles.title}`}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.content}>{children}</div>
    </>
  );
  const className = `${shop.container} ${styles.page}`;
  const lang = english && pageLanguage() !== 'en' ? 'en' : undefined;
  return textOnly ? (
    <StaticHtml className={className} lang={lang}>
      {page}
    </StaticHtml>
  ) : (
    <div className={className} lang={lang}>
      {page}
    </div>
  );
}

/** A titled section of an information page (an h2 and its content). */
export function InformationSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list of short points. */
export function PointList({ points }: { points: readonly ReactNode[] }) {
  return (
    <ul className={styles.points}>
      {points.map((point, index) => (
        <li key={index}>{point}</li>
      ))}
    </ul>
  );
}
