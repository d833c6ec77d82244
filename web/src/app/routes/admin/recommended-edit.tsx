import { CuratedEditPage } from '@/features/admin/lists/components/curated-edit-page';

export function Component() {
  return <CuratedEditPage list="recommended" />;
}
