import type { AuditSubject } from './audit-log';
import type {
  AuditEntry,
  CuratedEntry,
  ListingEntry,
  SaleEntry,
  StoreProduct,
  SupplierItem,
  SyncJob,
  WithId,
} from './documents';
import type { Cents } from './money';

/**
 * What the admin API answers and the dashboard reads (the Admin* types of the catalogue screens,
 * the supplier sync's job and the audit log): JSON, so instants are ISO strings.
 */

type WithIsoDates<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: T[P] extends null ? string | null : string;
};

/** A main-store product in the admin's lists and edit page. */
export type AdminStoreProduct = WithIsoDates<
  WithId<Omit<StoreProduct, 'searchTerms'>>,
  'createdAt' | 'updatedAt'
>;

/** The edit page's product, with its list price plus 21 % VAT in whole euros (the "original price"). */
export type AdminStoreProductDetails = AdminStoreProduct & { originalPriceWithVat: Cents };

/** A supplier item in the supplier catalogue, with the store price it would get (rule 7). */
export type AdminSupplierItem = WithId<Omit<SupplierItem, 'searchTerms'>> & {
  storePrice: Cents;
  displayPrice: Cents;
};

/** A page of a list: `skip` items were skipped; `hasMore` when a next page exists. */
export interface AdminPage<T> {
  items: T[];
  skip: number;
  hasMore: boolean;
}

export type AdminCuratedEntry = Omit<CuratedEntry, 'addedAt'> & { addedAt: string };
export type AdminListingEntry = Omit<ListingEntry, 'addedAt'> & { addedAt: string };
export type AdminSaleEntry = Omit<SaleEntry, 'addedAt'> & { addedAt: string };

/** A curated entry for its edit page, with the product's own VAT-inclusive store price. */
export type AdminCuratedEntryDetails<T> = T & { storePrice: Cents };

export interface SyncSummary {
  /** Supplier items that were new in the feed. */
  created: number;
  /** Supplier items the feed changed. */
  updated: number;
  /** Store products whose prices, stock or labels were refreshed. */
  storeProductsRefreshed: number;
}

/** syncJobs/{jobId} as the sync writes it: SyncJob plus what started it and what it changed. */
export type SyncJobRecord = SyncJob & {
  /** 'schedule', or the uid of the admin who pressed UPDATE PRODUCTS. */
  startedBy: string;
  summary: SyncSummary | null;
};

export type AdminSyncJob = Omit<SyncJobRecord, 'startedAt' | 'finishedAt'> & {
  id: string;
  startedAt: string;
  finishedAt: string | null;
};

/**
 * An audit entry as the log's page answers it: with what its target is now (an order's number, a
 * refund's amount and outcome, a product's name; null when it is gone), and the admin's role when
 * the entry records one.
 */
export type AdminAuditEntry = Omit<AuditEntry, 'at'> & {
  id: string;
  at: string;
  subject: AuditSubject | null;
  role?: string;
};
