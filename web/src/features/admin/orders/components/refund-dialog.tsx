import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  formatEuro,
  orderReference,
  planRefund,
  refundableAmount,
  refundableLineQty,
  refundButtonLabel,
  refundRefusal,
  refundNeedsSecondAsk,
  refundSecondAsk,
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  type AdminOrder,
  type AdminRefundResponse,
  type RefundRequest,
} from '@shop/domain';
import { messageOf } from '../../api/error-message';
import { AdminTextarea } from '../../components/admin-textarea';
import { AdminDialog } from '../../components/admin-dialog';
import { notifyAdmin } from '../../components/notify';
import { refundOrder } from '../api/refund-order';
import { useRefundLimit } from '../api/use-refund-limit';

/** What the dialog asks, before it is sent. */
interface Draft {
  /** One per opening of the dialog: Stripe's idempotency key, so a double click is one refund. */
  refundId: string;
  /** Nothing is chosen for the admin: null until they choose everything or some items. */
  kind: RefundRequest['kind'] | null;
  /** Units per line, as typed. */
  qty: string[];
  reason: string;
  restock: boolean;
}

function newDraft(order: AdminOrder, returnRequestId: string | null): Draft {
  return {
    refundId: crypto.randomUUID(),
    // A return refunds the returned items: the admin picks them. Otherwise nothing is chosen.
    kind: returnRequestId === null ? null : 'lines',
    qty: order.lines.map(() => '0'),
    reason: '',
    restock: false,
  };
}

function requestOf(draft: Draft & { kind: RefundRequest['kind'] }): RefundRequest {
  if (draft.kind === 'full') return { kind: 'full' };
  return {
    kind: 'lines',
    lines: draft.qty.flatMap((typed, index) => {
      const qty = Number(typed);
      return Number.isInteger(qty) && qty > 0 ? [{ index, qty }] : [];
    }),
  };
}

/** The dialog's error, if any, and its two buttons: back (or cancel) and the refund itself. */
function RefundActions({
  error,
  sending,
  backLabel,
  onBack,
  submitDisabled,
  submitDescribedBy,
  children,
}: {
  error: string | null;
  sending: boolean;
  backLabel: string;
  onBack: () => void;
  submitDisabled?: boolean;
  submitDescribedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
      <Flex gap="3" justify="flex-end" mt="6">
        <Button type="button" variant="outline" onClick={onBack} disabled={sending}>
          {backLabel}
        </Button>
        <Button
          type="submit"
          loading={sending}
          loadingText="Refunding…"
          disabled={submitDisabled}
          aria-describedby={submitDescribedBy}
        >
          {children}
        </Button>
      </Flex>
    </>
  );
}

/** The second question, for a refund over REFUND_SECOND_ASK_ABOVE: read out first, as it takes focus. */
function SecondAsk({
  order,
  amount,
  error,
  sending,
  onBack,
}: {
  order: AdminOrder;
  amount: number;
  error: string | null;
  sending: boolean;
  onBack: () => void;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  // The form's buttons make way for the question's: focus goes to the question.
  useEffect(() => {
    question.current?.focus();
  }, []);
  return (
    <>
      <Text ref={question} tabIndex={-1} fontWeight="semibold" mb="4" data-testid="refund-second-ask">
        {refundSecondAsk(amount, orderReference(order))}
      </Text>
      <RefundActions error={error} sending={sending} backLabel="Back" onBack={onBack}>
        Yes, send {formatEuro(amount)}
      </RefundActions>
    </>
  );
}

/** What can still be refunded, and what to refund: everything, or some units of some lines. */
function RefundChoice({
  id,
  order,
  returnRequestId,
  draft,
  onChange,
}: {
  id: string;
  order: AdminOrder;
  returnRequestId: string | null;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const linesLeft = refundableLineQty(order);
  const radio = (kind: RefundRequest['kind'], label: string) => (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
      <input
        type="radio"
        name={`${id}-kind`}
        value={kind}
        checked={draft.kind === kind}
        onChange={() => onChange({ ...draft, kind })}
      />
      {label}
    </chakra.label>
  );
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Order {orderReference(order)} for {order.customer.fullName}: {formatEuro(refundableAmount(order))} of{' '}
        {formatEuro(order.totals.payable)} can still be refunded.
        {returnRequestId !== null && ` This refund settles return request ${returnRequestId}.`}
      </Text>
      <chakra.fieldset mb="4">
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="2">
          What to refund
        </chakra.legend>
        <Flex direction="column" gap="2">
          {radio('full', `Everything not yet refunded (${formatEuro(refundableAmount(order))})`)}
          {radio('lines', 'Some items')}
        </Flex>
      </chakra.fieldset>
      {draft.kind === 'lines' && (
        <Flex direction="column" gap="3" mb="4">
          {order.lines.map((line, index) => (
            <Box key={`${line.productId}-${line.size ?? ''}`}>
              <chakra.label htmlFor={`${id}-qty-${index}`} display="block" fontSize="sm" mb="1">
                {line.title}
                {line.size ? ` (size ${line.size})` : ''}: units to refund, up to {linesLeft[index] ?? 0}
              </chakra.label>
              <chakra.input
                id={`${id}-qty-${index}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={linesLeft[index] ?? 0}
                disabled={(linesLeft[index] ?? 0) === 0}
                value={draft.qty[index] ?? '0'}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    qty: draft.qty.map((typed, i) => (i === index ? event.target.value : typed)),
                  })
                }
                w="24"
                h="10"
                px="3"
                borderWidth="1px"
                borderColor="gray.500"
                rounded="sm"
                bg="bg"
              />
            </Box>
          ))}
        </Flex>
      )}
    </>
  );
}

/** Asks the API for the refund and says what came of it. */
async function sendRefund(
  order: AdminOrder,
  draft: Draft,
  request: RefundRequest,
  returnRequestId: string | null,
): Promise<AdminRefundResponse> {
  const answer = await refundOrder({
    orderId: order.id,
    refundId: draft.refundId,
    ...request,
    reason: draft.reason,
    restock: draft.restock,
    ...(returnRequestId === null ? {} : { returnRequestId }),
  });
  notifyAdmin(
    answer.refund.state === 'succeeded'
      ? REFUND_MESSAGES.refunded(answer.refund.amount)
      : REFUND_MESSAGES.requested(answer.refund.amount),
  );
  return answer;
}

/** What the refund sends, and staff's limit with it (said before the refund is asked for). */
function RefundAmount({
  limitId,
  amount,
  limitNote,
  overLimit,
}: {
  limitId: string;
  amount: number | null;
  limitNote: string | null;
  overLimit: string | null;
}) {
  return (
    <>
      <Text fontSize="sm" mt="4" aria-live="polite">
        To refund:{' '}
        <chakra.strong data-testid="refund-amount">
          {amount !== null ? formatEuro(amount) : '—'}
        </chakra.strong>
      </Text>
      {limitNote !== null && (
        <Text
          fontSize="sm"
          mt="2"
          id={limitId}
          aria-live="polite"
          color={overLimit ? 'fg.error' : 'fg.muted'}
        >
          {limitNote}
        </Text>
      )}
    </>
  );
}

/**
 * Refund, from Order Details: everything not yet refunded, or some units of some lines (nothing
 * chosen beforehand), with a reason and the choice to put the units back in stock. The button says
 * the amount it sends; above REFUND_SECOND_ASK_ABOVE the dialog asks once more (docs/decisions.md
 * rule 60). The amount shown is the domain's own plan; the server plans again and has the last word.
 */
export function RefundDialog({
  order,
  returnRequestId,
  open,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  /** The approved return request this refund settles, or null. */
  returnRequestId: string | null;
  open: boolean;
  onClose: () => void;
  onRefunded: (answer: AdminRefundResponse) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => newDraft(order, returnRequestId));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  // The second question is on screen (a refund over REFUND_SECOND_ASK_ABOVE).
  const [confirming, setConfirming] = useState(false);

  const { role, settings } = useRefundLimit();
  const request = draft.kind === null ? null : requestOf({ ...draft, kind: draft.kind });
  const plan = request === null ? null : planRefund(order, request);

  function close() {
    setDraft(newDraft(order, returnRequestId));
    setError(null);
    setReasonError(undefined);
    setConfirming(false);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both said at once: what to refund (nothing chosen, none, too many) and the missing reason.
    const missingReason = draft.reason.trim() === '';
    setReasonError(missingReason ? 'Reason is required' : undefined);
    const problem = plan === null ? 'Choose what to refund' : plan.ok ? null : plan.message;
    setError(problem);
    if (missingReason || request === null || plan === null || !plan.ok || overLimit !== null) return;
    if (refundNeedsSecondAsk(plan.amount) && !confirming) {
      setConfirming(true);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await sendRefund(order, draft, request, returnRequestId);
      setDraft(newDraft(order, returnRequestId));
      setConfirming(false);
      onRefunded(answer);
    } catch (failure) {
      setError(messageOf(failure));
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const amount = plan?.ok ? plan.amount : null;
  // Said before the refund is asked for: staff's limit, and who makes a larger one.
  const overLimit = amount !== null && settings !== null ? refundRefusal(role, amount, settings) : null;
  const limitNote =
    role === 'staff' && settings !== null
      ? (overLimit ??
        `Staff refund up to ${formatEuro(settings.staffRefundLimit)} at a time; a larger refund is for the shop's owner.`)
      : null;

  return (
    <AdminDialog open={open} title="Refund" onClose={close}>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate>
        {confirming && amount !== null ? (
          <SecondAsk
            order={order}
            amount={amount}
            error={error}
            sending={sending}
            onBack={() => setConfirming(false)}
          />
        ) : (
          <>
            <RefundChoice
              id={id}
              order={order}
              returnRequestId={returnRequestId}
              draft={draft}
              onChange={(next) => {
                // Choosing everything or some items clears the last problem; typing units does not.
                if (next.kind !== draft.kind) setError(null);
                setDraft(next);
              }}
            />
            <AdminTextarea
              id={`${id}-reason`}
              label="Reason"
              value={draft.reason}
              maxLength={REFUND_REASON_MAX}
              minH="20"
              error={reasonError}
              onChange={(event) => {
                setDraft({ ...draft, reason: event.target.value });
                setReasonError(undefined);
              }}
            />
            <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" mt="4">
              <input
                type="checkbox"
                checked={draft.restock}
                onChange={(event) => setDraft({ ...draft, restock: event.target.checked })}
              />
              Put the refunded items back in stock
            </chakra.label>
            <RefundAmount
              limitId={`${id}-limit`}
              amount={amount}
              limitNote={limitNote}
              overLimit={overLimit}
            />
            <RefundActions
              error={error}
              sending={sending}
              backLabel="Cancel"
              onBack={close}
              submitDisabled={overLimit !== null}
              submitDescribedBy={limitNote !== null ? `${id}-limit` : undefined}
            >
              {amount !== null ? refundButtonLabel(amount) : 'Refund'}
            </RefundActions>
          </>
        )}
      </chakra.form>
    </AdminDialog>
  );
}
