import { words } from '@/app/i18n/page-language';
import shop from '@/components/ui/shop.module.css';
import { DesignerIndex } from '@/features/designers/components/designer-index';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /designers */
export function Component() {
  const { designers } = words();
  useDocumentTitle(designers.title, designers.description);
  return (
    <div className={shop.container} style={{ paddingBlock: 'var(--chakra-spacing-12)' }}>
      <h1 className={shop.pageTitle} style={{ marginBottom: 'var(--chakra-spacing-3)' }}>
        {designers.title}
      </h1>
      <p className={shop.muted} style={{ marginBottom: 'var(--chakra-spacing-8)', maxWidth: '42rem' }}>
        {designers.intro}
      </p>
      <DesignerIndex />
    </div>
  );
}
