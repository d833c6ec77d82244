import { CuratedListPage } from '@/features/admin/lists/components/curated-list-page';

export function Component() {
  return <CuratedListPage list="newIn" />;
}
