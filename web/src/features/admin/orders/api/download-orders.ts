import { ORDER_EXPORT_COLUMNS, orderExportRows, type AdminOrder } from '@shop/domain';

/**
 * Download as XLS (decisions rule 23): the given orders and their lines as `orders.xlsx`, made with
 * SheetJS from the domain's escaped rows. SheetJS is loaded on the first download only.
 */
export async function downloadOrders(orders: readonly AdminOrder[]): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(orderExportRows(orders));
  sheet['!cols'] = ORDER_EXPORT_COLUMNS.map((column) => ({ wch: Math.max(12, column.length + 2) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Orders');
  XLSX.writeFile(workbook, 'orders.xlsx');
}
