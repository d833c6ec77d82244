import { useId, type ReactNode } from 'react';
import shop from '@/components/ui/shop.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './information.module.css';

/**
 * An information page (about, FAQ, policies, contact): its title as the h1, a lead paragraph, and
 * sections. `description` is the search result snippet. Plain HTML: the text needs no script.
 */
export function InformationPage({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <div className={`${shop.container} ${styles.page}`}>
      <h1 className={`${shop.pageTitle} ${styles.title}`}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.content}>{children}</div>
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
