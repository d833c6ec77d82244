import { StoreEditPage } from '@/features/admin/store/components/store-edit-page';

export function Component() {
  return <StoreEditPage />;
}
