import { ReturnsPage } from '@/features/admin/returns/components/returns-page';

export function Component() {
  return <ReturnsPage />;
}
