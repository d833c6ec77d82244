import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditValueText,
  SHOP_TIME_LABEL,
  shopDateTime,
  type AdminAuditEntry,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { AdminField } from '../../components/admin-field';
import { AdminSelect } from '../../components/admin-select';
import { auditLogPath, NO_AUDIT_FILTERS, type AuditFilters } from '../api/get-audit-log';

const PAGE_SIZE = 50;
const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

/** An entry's changed fields: `status: Order Received → Out for Delivery`. */
function Changes({ entry }: { entry: AdminAuditEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0) return <chakra.span color="fg.muted">Not recorded</chakra.span>;
  return (
    <chakra.ul listStyleType="none" p="0" m="0">
      {changes.map(([field, { before, after }]) => (
        <li key={field}>
          <chakra.span fontWeight="semibold">{field}</chakra.span>: {auditValueText(before)} →{' '}
          {auditValueText(after)}
        </li>
      ))}
    </chakra.ul>
  );
}

/** The filters: admin (uid), action, document and period; applied together. */
function AuditFilterForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const set = (field: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <chakra.form
      aria-label="Filter the audit log"
      onSubmit={submit}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="flex-end"
      mb="6"
    >
      <chakra.div w="56">
        <AdminField id={`${id}-actor`} label="Admin (user id)" value={draft.actor} onChange={set('actor')} />
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
          label="Document"
          placeholder="orders/…"
          value={draft.target}
          onChange={set('target')}
        />
      </chakra.div>
      <chakra.div w="40">
        <AdminField id={`${id}-from`} label="From" type="date" value={draft.from} onChange={set('from')} />
      </chakra.div>
      <chakra.div w="40">
        <AdminField id={`${id}-to`} label="To" type="date" value={draft.to} onChange={set('to')} />
      </chakra.div>
      <Button type="submit">Filter</Button>
      <Button
        variant="outline"
        onClick={() => {
          setDraft(NO_AUDIT_FILTERS);
          onApply(NO_AUDIT_FILTERS);
        }}
      >
        Clear
      </Button>
    </chakra.form>
  );
}

/**
 * /adminaudit: who changed what in the admin, and when (newest first, 50 a page), filtered by admin,
 * action, document and period; actions in words, changed values before and after.
 */
export function AuditLogPage() {
  useDocumentTitle('Admin · Audit log');
  // The cursors of the pages seen so far: page n starts after cursors[n] (null for the first).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const page = cursors.length - 1;
  const { state } = useAdminData<AdminAuditEntry[]>(
    auditLogPath(filters, PAGE_SIZE, cursors[page] ?? null),
    'The audit log',
  );

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Audit log
      </Heading>
      <Text color="fg.muted" mb="6">
        Every change made in the admin: who, what and when, with the values before and after (for changes made
        since they are recorded). Times in {SHOP_TIME_LABEL}.
      </Text>
      <AuditFilterForm
        onApply={(next) => {
          setFilters(next);
          setCursors([null]);
        }}
      />
      {state.status === 'loading' && <LoadingState label="Loading the audit log…" />}
      {state.status === 'error' && <ErrorState title="Audit log unavailable" message={state.message} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text color="fg.muted">No changes match these filters.</Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <chakra.div
            overflowX="auto"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            bg="bg"
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
          >
            <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
              <chakra.caption srOnly>Admin changes, newest first</chakra.caption>
              <chakra.thead bg="bg.muted">
                <tr>
                  {[`When (${SHOP_TIME_LABEL})`, 'Who', 'What', 'Document', 'Changes'].map((column) => (
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
                      <time dateTime={entry.at}>{shopDateTime(entry.at)}</time>
                    </chakra.td>
                    <chakra.td {...cell}>{entry.who.email ?? entry.who.uid}</chakra.td>
                    <chakra.td {...cell}>
                      {auditActionLabel(entry.action)}
                      <chakra.span display="block" color="fg.muted" fontSize="xs" fontFamily="mono">
                        {entry.action}
                      </chakra.span>
                    </chakra.td>
                    <chakra.td {...cell} fontFamily="mono" wordBreak="break-all">
                      {entry.target}
                    </chakra.td>
                    <chakra.td {...cell}>
                      <Changes entry={entry} />
                    </chakra.td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </chakra.div>
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
