import shop from '@/components/ui/shop.module.css';
import { DesignerIndex } from '@/features/designers/components/designer-index';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /designers */
export function Component() {
  useDocumentTitle(
    'Designers',
    'Every designer in our collection from A to Z: shop designer bags and accessories by brand.',
  );
  return (
    <div className={shop.container} style={{ paddingBlock: 'var(--chakra-spacing-12)' }}>
      <h1 className={shop.pageTitle} style={{ marginBottom: 'var(--chakra-spacing-3)' }}>
        Designers
      </h1>
      <p className={shop.muted} style={{ marginBottom: 'var(--chakra-spacing-8)', maxWidth: '42rem' }}>
        Iconic houses and new names, from A to Z. Choose a designer to see their bags and accessories.
      </p>
      <DesignerIndex />
    </div>
  );
}
