import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_STATUSES,
  adminBackLink,
  orderPaymentLabel,
  REFUNDABLE_PAYMENTS,
  REFUND_STATE_LABELS,
  SHOP_TIME_LABEL,
  accountDescription,
  completedLabel,
  countryName,
  disputeSummary,
  decideAdminStatusChange,
  decideCancel,
  isInvoiceable,
  formatEuro,
  orderReference,
  refundableAmount,
  adminDateTime,
  vatDeducted,
  vatRateLabel,
  type AdminOrder,
  type AdminOrderStatus,
  type AdminUserDetails,
  PICTURE_SIZES,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOrderDetails } from '../api/get-order-details';
import { useOrderRefunds } from '../api/refund-order';
import { downloadOrderInvoice } from '../api/download-invoice';
import { messageOf } from '../../api/error-message';
import { notifyAdmin } from '../../components/notify';
import { updateOrderStatus } from '../api/update-order-status';
import { CancelDialog } from './cancel-dialog';
import { FulfilDialog } from './fulfil-dialog';
import { RefundDialog } from './refund-dialog';
import { UpdateStatusDialog } from './update-status-dialog';
import { ProductPicture } from '@/components/ui/product-picture';
import { DetailSection, Facts } from '../../components/detail-parts';
import { cell as tableCell } from '../../components/admin-table';

/** A card of the page; `wide` spans both columns (tables whose last column must not be cut off). */
function CustomerSection({ order, user }: { order: AdminOrder; user: AdminUserDetails }) {
  const { customer } = order;
  return (
    <DetailSection title="User Details">
      <Facts
        rows={[
          ['Name', customer.fullName],
          ['E-mail', customer.email],
          ['Phone', customer.phone],
          ['Address', customer.address],
          ['Postcode', customer.postcode],
          ['Town / city', customer.city],
          ['State / county', customer.state],
          ['Country', countryName(customer.country) ?? customer.country],
          ['Company address', customer.companyAddress],
          ['Account', accountDescription(user)],
          ['Orders placed', String(user.orderCount)],
        ]}
      />
    </DetailSection>
  );
}

/** A cell of the order's tables (items, refunds): narrow, as the tables share the page with cards. */
const cell = { ...tableCell, px: '2' } as const;

function LinesSection({ order }: { order: AdminOrder }) {
  return (
    <DetailSection title="Items" wide>
      <chakra.div overflowX="auto">
        <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['Product', 'SKU', 'Size', 'Qty', 'Price', 'Total'].map((column) => (
                <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                  {column}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.productId}-${line.size ?? ''}`}>
                <chakra.th scope="row" {...cell} fontWeight="normal">
                  <chakra.span display="flex" alignItems="center" gap="3">
                    <Box w="12" h="12" rounded="sm" flexShrink="0">
                      <ProductPicture
                        src={line.image}
                        alt=""
                        sizes={PICTURE_SIZES.thumbnail}
                        width={400}
                        fit="cover"
                      />
                    </Box>
                    {line.title}
                  </chakra.span>
                </chakra.th>
                <chakra.td {...cell}>{line.sku}</chakra.td>
                <chakra.td {...cell}>{line.size ?? 'One size'}</chakra.td>
                <chakra.td {...cell}>{line.qty}</chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {formatEuro(line.unitPrice)}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {formatEuro(line.lineTotal)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.div>
    </DetailSection>
  );
}

/** The money, with the VAT the amount contains ('Tax: 21%') or the VAT taken off an order outside the EU. */
function TotalsSection({ order }: { order: AdminOrder }) {
  const { totals } = order;
  const rows: [string, ReactNode][] = [
    ['Goods', formatEuro(totals.goods)],
    [
      `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`,
      totals.discount > 0 ? `- ${formatEuro(totals.discount)}` : formatEuro(0),
    ],
    ['Shipping', totals.shipping === 0 ? 'Free' : formatEuro(totals.shipping)],
  ];
  if (totals.vatFree) {
    rows.push(['VAT-free (shipped outside the EU)', `- ${formatEuro(vatDeducted(totals))}`]);
  } else {
    rows.push([`Tax: ${vatRateLabel(totals)}`, `${formatEuro(totals.vat)} included`]);
  }
  rows.push(['Amount paid', <chakra.strong key="payable">{formatEuro(totals.payable)}</chakra.strong>]);
  if (order.refunds) rows.push(['Refunded', formatEuro(order.refunds.refunded)]);
  return (
    <DetailSection title="Totals">
      <Facts rows={rows} />
    </DetailSection>
  );
}

/** The order's refunds, newest first, with what Stripe has said of each. */
function RefundsSection({ order, version }: { order: AdminOrder; version: number }) {
  const refunds = useOrderRefunds(order.id, version);
  return (
    <DetailSection title="Refunds" wide>
      {refunds.status === 'loading' && <LoadingState label="Loading the refunds…" />}
      {refunds.status === 'error' && <ErrorState title="Refunds unavailable" message={refunds.message} />}
      {refunds.status === 'ready' && refunds.refunds.length === 0 && (
        <Text fontSize="sm">Nothing has been refunded.</Text>
      )}
      {refunds.status === 'ready' && refunds.refunds.length > 0 && (
        <chakra.div overflowX="auto">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} data-testid="refunds">
            <thead>
              <tr>
                {[`Date (${SHOP_TIME_LABEL})`, 'Amount', 'Items', 'Reason', 'State'].map((column) => (
                  <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                    {column}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {refunds.refunds.map((refund) => (
                <tr key={refund.id}>
                  <chakra.td {...cell} whiteSpace="nowrap">
                    {adminDateTime(refund.createdAt)}
                  </chakra.td>
                  <chakra.td {...cell} whiteSpace="nowrap">
                    {formatEuro(refund.amount)}
                  </chakra.td>
                  <chakra.td {...cell}>
                    {refund.full
                      ? 'Everything'
                      : order.lines
                          .flatMap((line, index) =>
                            (refund.lineQty[index] ?? 0) > 0
                              ? [`${refund.lineQty[index]} x ${line.title}`]
                              : [],
                          )
                          .join(', ')}
                    {refund.restock ? ' (back in stock)' : ''}
                  </chakra.td>
                  <chakra.td {...cell}>{refund.reason}</chakra.td>
                  <chakra.td {...cell}>{REFUND_STATE_LABELS[refund.state]}</chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
      )}
    </DetailSection>
  );
}

/** Whether Order Details offers Ship with tracking: a paid order not delivered, refunded or cancelled. */
function decideFulfilOffered(order: AdminOrder): boolean {
  return decideAdminStatusChange(order, 'Out for Delivery').ok && order.status !== 'Order Completed';
}

/** Whether Order Details offers Change status: some status the order may take (a paid order, not refunded or cancelled). */
function statusChangeOffered(order: AdminOrder): boolean {
  return ADMIN_ORDER_STATUSES.some((status) => decideAdminStatusChange(order, status).ok);
}

/**
 * The order's facts and what can be done with it now: change its status, ship it, its invoice,
 * cancel it, refund it (a return's items when opened from an approved return).
 */
function OrderSection({
  order,
  returnId,
  on,
}: {
  order: AdminOrder;
  returnId: string | null;
  on: Record<'changeStatus' | 'ship' | 'cancel' | 'refund', () => void>;
}) {
  const refundable = REFUNDABLE_PAYMENTS.includes(order.payment) && refundableAmount(order) > 0;
  const shippable = decideFulfilOffered(order);
  const cancellable = decideCancel(order).ok;
  const statusChangeable = statusChangeOffered(order);
  return (
    <DetailSection title="Order">
      <Facts
        rows={[
          ['Order number', orderReference(order)],
          [`Placed (${SHOP_TIME_LABEL})`, adminDateTime(order.createdAt)],
          ['Status', order.status],
          ['Completed', completedLabel(order.completed)],
          ['Payment', order.payment],
          ...(order.dispute ? [['Dispute', disputeSummary(order.dispute)] as [string, string]] : []),
          ['Payment method', orderPaymentLabel(order)],
          ['Items', String(order.totalItems)],
          [
            'Shipment',
            order.shipment ? (
              <chakra.a
                href={order.shipment.trackingUrl}
                target="_blank"
                rel="noreferrer"
                textDecoration="underline"
                data-testid="order-shipment"
              >
                {order.shipment.carrier} {order.shipment.trackingNumber}
              </chakra.a>
            ) : (
              'Not shipped yet'
            ),
          ],
        ]}
      />
      {statusChangeable && (
        <Button mt="4" me="2" size="sm" variant="outline" onClick={on.changeStatus}>
          Change status
        </Button>
      )}
      {shippable && (
        <Button mt="4" me="2" size="sm" onClick={on.ship}>
          {order.shipment ? 'Change tracking' : 'Ship with tracking'}
        </Button>
      )}
      {isInvoiceable(order) && (
        <Button
          mt="4"
          me="2"
          size="sm"
          variant="outline"
          onClick={() => {
            downloadOrderInvoice(order.id).then(
              (name) => notifyAdmin(`Downloaded the invoice as ${name}`),
              (failure: unknown) =>
                notifyAdmin(`The invoice could not be downloaded: ${messageOf(failure)}`, 'error'),
            );
          }}
        >
          Invoice (PDF)
        </Button>
      )}
      {cancellable && (
        <Button mt="4" me="2" size="sm" variant="outline" onClick={on.cancel}>
          Cancel order
        </Button>
      )}
      {refundable && returnId !== null && (
        <Text fontSize="sm" mt="4" data-testid="refund-return">
          Return request {returnId} is approved: refund the returned items.
        </Text>
      )}
      {refundable && (
        <Button mt="4" size="sm" variant="outline" onClick={on.refund}>
          Refund
        </Button>
      )}
    </DetailSection>
  );
}

/**
 * /adminmainstoreordersdetails?id={userId}&orderId={orderId}[&returnId][&back]: Order Details; its
 * back link returns to the list it was opened from, as that list was left (adminBackLink).
 */
export function OrderDetailsPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('id') ?? '';
  const orderId = params.get('orderId') ?? '';
  const returnId = params.get('returnId');
  const backLink = adminBackLink(params.get('back'));
  const [version, setVersion] = useState(0);
  const [changingStatus, setChangingStatus] = useState(false);
  const [statusBusy, setStatusBusy] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const details = useOrderDetails(userId, orderId, version);
  // Named by its number once loaded; the URL keeps the document id.
  useDocumentTitle(`Admin · Order ${details.status === 'ready' ? orderReference(details.order) : orderId}`);

  // Through the same call as All Orders' Update Status; the page reads the order again after.
  async function changeStatus(order: AdminOrder, status: AdminOrderStatus) {
    setStatusBusy(true);
    try {
      const result = await updateOrderStatus(order.id, status);
      const reference = orderReference(order);
      notifyAdmin(
        result.changed
          ? ADMIN_ORDER_MESSAGES.statusUpdated(reference, status)
          : ADMIN_ORDER_MESSAGES.statusUnchanged(reference, result.order.status),
      );
      setVersion((current) => current + 1);
    } catch (failure) {
      notifyAdmin(messageOf(failure), 'error');
    } finally {
      setStatusBusy(false);
      setChangingStatus(false);
    }
  }

  return (
    <>
      <RouterLink to={backLink.href} fontSize="sm" color="gold.700" textDecoration="underline">
        {backLink.label}
      </RouterLink>
      <Heading as="h1" size="2xl" fontWeight="normal" mt="3" mb="6">
        Order Details
      </Heading>
      {details.status === 'loading' && <LoadingState label="Loading the order…" />}
      {details.status === 'error' && <ErrorState title="Order unavailable" message={details.message} />}
      {details.status === 'ready' && (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5" alignItems="start">
          <OrderSection
            order={details.order}
            returnId={returnId}
            on={{
              changeStatus: () => setChangingStatus(true),
              ship: () => setShipping(true),
              cancel: () => setCancelling(true),
              refund: () => setRefunding(true),
            }}
          />
          <CustomerSection order={details.order} user={details.user} />
          <LinesSection order={details.order} />
          <TotalsSection order={details.order} />
          <DetailSection title="Note">
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {details.order.note === '' ? 'The customer left no note.' : details.order.note}
            </Text>
          </DetailSection>
          <RefundsSection order={details.order} version={version} />
          <UpdateStatusDialog
            order={changingStatus ? details.order : null}
            busy={statusBusy}
            onSubmit={(status) => void changeStatus(details.order, status)}
            onCancel={() => setChangingStatus(false)}
          />
          <CancelDialog
            key={`cancel-${details.order.id}-${version}`}
            order={details.order}
            open={cancelling}
            onClose={() => setCancelling(false)}
            onCancelled={() => {
              setCancelling(false);
              setVersion((current) => current + 1);
            }}
          />
          <FulfilDialog
            key={`ship-${details.order.id}-${version}`}
            order={details.order}
            open={shipping}
            onClose={() => setShipping(false)}
            onShipped={() => {
              setShipping(false);
              setVersion((current) => current + 1);
            }}
          />
          <RefundDialog
            key={`${details.order.id}-${version}`}
            order={details.order}
            returnRequestId={returnId}
            open={refunding}
            onClose={() => setRefunding(false)}
            onRefunded={() => {
              setRefunding(false);
              setVersion((current) => current + 1);
              // The return is settled by this refund: a next refund is the order's own.
              if (returnId !== null) {
                const next = new URLSearchParams(params);
                next.delete('returnId');
                setParams(next, { replace: true });
              }
            }}
          />
        </SimpleGrid>
      )}
    </>
  );
}
