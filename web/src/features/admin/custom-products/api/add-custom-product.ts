import type { AdminCustomProductBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST addreturnproducttomainstore: a custom product; answers its new product id. */
export async function addCustomProduct(body: AdminCustomProductBody): Promise<{ productId: string }> {
  const { data } = await api.post<{ productId: string }>('addreturnproducttomainstore', body);
  return data;
}
