import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminDateError,
  adminDateTime,
  AUDIT_ACTIONS,
  auditActionLabel,
  auditChangeLines,
  auditListParams,
  auditListView,
  auditRefundOutcome,
  auditTargetText,
  NO_AUDIT_FILTERS,
  SHOP_TIME_LABEL,
  type AdminAuditEntry,
  type AuditListView,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { AdminDateField } from '../../components/admin-date-field';
import { AdminField } from '../../components/admin-field';
import { AdminSelect } from '../../components/admin-select';
import { auditLogPath } from '../api/get-audit-log';
import { TableRegion } from '../../components/table-region';
import { topCell as cell } from '../../components/admin-table';

const PAGE_SIZE = 50;

/** An entry's changed fields in words: `Price: € 3.800,00 → € 3.860,00`. */
function Changes({ entry }: { entry: AdminAuditEntry }) {
  const lines = auditChangeLines(entry.changes);
  if (lines.length === 0) return <chakra.span color="fg.muted">No fields changed</chakra.span>;
  return (
    <chakra.ul listStyleType="none" p="0" m="0">
      {lines.map(({ field, before, after }) => (
        <li key={field}>
          <chakra.span fontWeight="semibold">{field}</chakra.span>: {before} → {after}
        </li>
      ))}
    </chakra.ul>
  );
}

/**
 * What the entry is about, in words; an order (or a refund's or return's order) links to its
 * details, and back to the log as it is filtered now.
 */
function Subject({ entry, back }: { entry: AdminAuditEntry; back: string }) {
  const { subject } = entry;
  const text = auditTargetText(entry.target, subject);
  const order =
    subject?.kind === 'order'
      ? subject.order
      : subject?.kind === 'refund' || subject?.kind === 'return'
        ? subject.order
        : null;
  const outcome = auditRefundOutcome(subject);
  return (
    <>
      {order ? (
        <RouterLink
          to={paths.admin.orderDetails.href(order.userId, order.id, { back })}
          color="gold.700"
          textDecoration="underline"
        >
          {text}
        </RouterLink>
      ) : (
        text
      )}
      {outcome && (
        <chakra.span display="block" fontSize="xs" fontWeight="semibold" data-testid="refund-outcome">
          Outcome: {outcome}
        </chakra.span>
      )}
    </>
  );
}

/** The filters: who (part of an e-mail), action, order number or document, and period. */
function AuditFilterForm({
  active,
  onApply,
}: {
  active: AuditListView;
  onApply: (filters: AuditListView) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<AuditListView>(active);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const set = (field: keyof AuditListView) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dateError = (text: string, label: string) =>
      text.trim() === '' ? undefined : (adminDateError(text, label) ?? undefined);
    const next = { from: dateError(draft.from, 'From'), to: dateError(draft.to, 'To') };
    setErrors(next);
    if (next.from || next.to) return;
    onApply(draft);
  }
  return (
    <chakra.form
      aria-label="Filter the audit log"
      onSubmit={submit}
      noValidate
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="flex-start"
      mb="6"
    >
      <chakra.div w="64">
        <AdminField
          id={`${id}-who`}
          label="Who (name or e-mail)"
          hint="Any part of the admin's e-mail"
          value={draft.who}
          onChange={set('who')}
        />
      </chakra.div>
      <chakra.div w="64">
        <AdminSelect
          id={`${id}-action`}
          label="Action"
          value={draft.action}
          options={[
            { value: '', label: 'Any action' },
            ...AUDIT_ACTIONS.map(({ code, label }) => ({ value: code, label })),
          ]}
          onChange={set('action')}
        />
      </chakra.div>
      <chakra.div w="56">
        <AdminField
          id={`${id}-target`}
          label="Order number"
          hint="Or a document, like products/…"
          placeholder="MB-2026-000356"
          value={draft.target}
          onChange={set('target')}
        />
      </chakra.div>
      <chakra.div w="44">
        <AdminDateField
          id={`${id}-from`}
          label="From"
          value={draft.from}
          error={errors.from}
          onChange={set('from')}
        />
      </chakra.div>
      <chakra.div w="44">
        <AdminDateField id={`${id}-to`} label="To" value={draft.to} error={errors.to} onChange={set('to')} />
      </chakra.div>
      <Flex gap="2" mt="7">
        <Button type="submit">Filter</Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            setErrors({});
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </Flex>
    </chakra.form>
  );
}

/**
 * /adminaudit: who changed what in the admin, and when (newest first, 50 a page), filtered by who,
 * action, order or document and period (kept in the address); actions, documents and changes in
 * words, every refund with its outcome.
 */
export function AuditLogPage() {
  useDocumentTitle('Admin · Audit log');
  const [params, setParams] = useSearchParams();
  const filters = auditListView(params);
  const query = auditListParams(filters).toString();
  // The cursors of the pages seen so far: page n starts after cursors[n] (null for the first); a
  // change of the filters (a new search, Back) starts again from the first page.
  const [paging, setPaging] = useState<{ query: string; cursors: (string | null)[] }>({
    query,
    cursors: [null],
  });
  const cursors = paging.query === query ? paging.cursors : [null];
  const setCursors = (change: (current: (string | null)[]) => (string | null)[]) =>
    setPaging({ query, cursors: change(cursors) });
  const page = cursors.length - 1;
  const { state } = useAdminData<AdminAuditEntry[]>(
    auditLogPath(filters, PAGE_SIZE, cursors[page] ?? null),
    'The audit log',
  );
  const back = query === '' ? paths.admin.audit.href() : `${paths.admin.audit.href()}?${query}`;
  const withRoles = state.status === 'ready' && state.data.some((entry) => entry.role !== undefined);
  const columns = [
    `When (${SHOP_TIME_LABEL})`,
    'Who',
    ...(withRoles ? ['Role'] : []),
    'What',
    'About',
    'Changes',
  ];

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Audit log
      </Heading>
      <Text color="fg.muted" mb="6">
        Every change made in the admin: who, what and when, with the values before and after (for changes made
        since they are recorded). Times in {SHOP_TIME_LABEL}.
      </Text>
      <AuditFilterForm key={query} active={filters} onApply={(next) => setParams(auditListParams(next))} />
      {state.status === 'loading' && <LoadingState label="Loading the audit log…" />}
      {state.status === 'error' && <ErrorState title="Audit log unavailable" message={state.message} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text color="fg.muted">No changes match these filters.</Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <TableRegion label="Audit log entries">
            <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
              <chakra.caption srOnly>Admin changes, newest first</chakra.caption>
              <chakra.thead bg="bg.muted">
                <tr>
                  {columns.map((column) => (
                    <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                      {column}
                    </chakra.th>
                  ))}
                </tr>
              </chakra.thead>
              <tbody>
                {state.data.map((entry) => (
                  <tr key={entry.id}>
                    <chakra.td {...cell} whiteSpace="nowrap">
                      <time dateTime={entry.at}>{adminDateTime(entry.at)}</time>
                    </chakra.td>
                    <chakra.td {...cell} wordBreak="break-word">
                      {entry.who.email ?? entry.who.uid}
                    </chakra.td>
                    {withRoles && <chakra.td {...cell}>{entry.role ?? '—'}</chakra.td>}
                    <chakra.td {...cell}>{auditActionLabel(entry.action)}</chakra.td>
                    <chakra.td {...cell}>
                      <Subject entry={entry} back={back} />
                    </chakra.td>
                    <chakra.td {...cell}>
                      <Changes entry={entry} />
                    </chakra.td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </TableRegion>
          <Flex as="nav" aria-label="Audit log pages" gap="4" justify="center" align="center" mt="5">
            <Button
              size="sm"
              variant="outline"
              disabled={page === 0}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              Newer
            </Button>
            <Text fontSize="sm">Page {page + 1}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={state.data.length < PAGE_SIZE}
              onClick={() => setCursors((current) => [...current, state.data[state.data.length - 1]!.id])}
            >
              Older
            </Button>
          </Flex>
        </>
      )}
    </>
  );
}
