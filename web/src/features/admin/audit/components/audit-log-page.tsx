import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { AdminAuditEntry } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { auditLogPath } from '../api/get-audit-log';

const PAGE_SIZE = 50;
const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** /adminaudit: who changed what in the admin, and when (newest first, 50 a page). */
export function AuditLogPage() {
  useDocumentTitle('Admin · Audit log');
  // The cursors of the pages seen so far: page n starts after cursors[n] (null for the first).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const { state } = useAdminData<AdminAuditEntry[]>(
    auditLogPath(PAGE_SIZE, cursors[page] ?? null),
    'The audit log',
  );

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Audit log
      </Heading>
      <Text color="fg.muted" mb="6">
        Every change made in the admin: who, what and when.
      </Text>
      {state.status === 'loading' && <LoadingState label="Loading the audit log…" />}
      {state.status === 'error' && <ErrorState title="Audit log unavailable" message={state.message} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text color="fg.muted">No changes recorded yet.</Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg">
            <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
              <chakra.caption srOnly>Admin changes, newest first</chakra.caption>
              <chakra.thead bg="bg.muted">
                <tr>
                  {['When', 'Who', 'What', 'Document'].map((column) => (
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
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                    </chakra.td>
                    <chakra.td {...cell}>{entry.who.email ?? entry.who.uid}</chakra.td>
                    <chakra.td {...cell} fontFamily="mono">
                      {entry.action}
                    </chakra.td>
                    <chakra.td {...cell} fontFamily="mono" wordBreak="break-all">
                      {entry.target}
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
