import { useId, type ReactNode } from 'react';
import shop from '@/components/ui/shop.module.css';
import { StaticHtml } from '@/components/ui/static-html';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './information.module.css';

/**
 * An information page (about, FAQ, policies, contact): its title as the h1, a lead paragraph, and
 * sections, in the page's language (docs/decisions.md rule 79). `description` is the search result
 * snippet. Plain HTML: the text needs no script. A page that is only text, links and native
 * <details> says so (`textOnly`): hydration then keeps it as the server rendered it (StaticHtml)
 * instead of rendering it again; pages with a form or Chakra components leave it out.
 */
export function InformationPage({
  title,
  description,
  lead,
  textOnly = false,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  textOnly?: boolean;
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
  return textOnly ? (
    <StaticHtml className={className}>{page}</StaticHtml>
  ) : (
    <div className={className}>{page}</div>
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
