import { StorePage } from '@/features/admin/store/components/store-page';

export function Component() {
  return <StorePage />;
}
