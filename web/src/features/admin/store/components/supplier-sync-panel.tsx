import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { adminDateTime, formatCount, SHOP_TIME_LABEL, type AdminSyncJob } from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';
import { notifyAdmin } from '../../components/notify';
import { latestSupplierSync, runSupplierSync } from '../api/supplier-sync';

const POLL_MS = 1_000;

function outcome(job: AdminSyncJob): string {
  const when = `${adminDateTime(job.finishedAt ?? job.startedAt)} ${SHOP_TIME_LABEL}`;
  if (job.status === 'failed') return `The last update (${when}) failed: ${job.error ?? 'no reason given'}`;
  const summary = job.summary;
  return summary
    ? `Last update ${when}: ${formatCount(job.total ?? 0)} supplier items read, ${formatCount(summary.created)} new, ${formatCount(summary.updated)} changed; ` +
        `${formatCount(summary.storeProductsRefreshed)} store products got new prices, stock or labels.`
    : `Last update ${when}.`;
}

function progressText(job: AdminSyncJob): string {
  return job.total === null
    ? 'Reading the supplier feed…'
    : `Updating products: ${formatCount(job.processed)} of ${formatCount(job.total)} supplier items`;
}

/**
 * UPDATE PRODUCTS: runs the supplier sync (docs/decisions.md rule 13) and shows its progress while it runs
 * (it also runs daily on its own), then what it changed or why it failed.
 */
export function SupplierSyncPanel({ onFinished }: { onFinished: () => void }) {
  const [job, setJob] = useState<AdminSyncJob | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = running || job?.status === 'running';

  // The newest run on arrival, then its progress every second while one is running.
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    const poll = () => {
      latestSupplierSync(controller.signal).then(
        (latest) => {
          setJob(latest);
          if (running || latest?.status === 'running') timer = window.setTimeout(poll, POLL_MS);
        },
        (caught: unknown) => {
          if (!controller.signal.aborted)
            setError(`The update status could not be read: ${messageOf(caught)}`);
        },
      );
    };
    poll();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [running]);

  async function start() {
    setRunning(true);
    setError(null);
    try {
      const finished = await runSupplierSync();
      setJob(finished);
      notifyAdmin('Products updated from the supplier');
      onFinished();
    } catch (caught) {
      const message = messageOf(caught);
      // A run that failed on the feed is recorded on its job, which the status line shows.
      if (!(caught instanceof ApiError && caught.code === 'supplier-feed-failed')) setError(message);
      notifyAdmin(message, 'error');
    } finally {
      setRunning(false);
    }
  }

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="4" mb="8">
      <Flex gap="4" align="center" wrap="wrap">
        <Button
          onClick={() => void start()}
          loading={busy}
          loadingText="UPDATING PRODUCTS…"
          letterSpacing="0.06em"
        >
          Update products
        </Button>
        <Text fontSize="sm" color="fg.muted" flex="1" minW="16rem">
          Reads the supplier&apos;s feed: new items, prices, stock and labels. It also runs every night.
        </Text>
      </Flex>
      <chakra.div role="status" mt="3" fontSize="sm">
        {busy && job?.status === 'running' && <Text>{progressText(job)}</Text>}
        {busy && job?.status !== 'running' && <Text>Starting the update…</Text>}
        {!busy && job && job.status !== 'running' && <Text>{outcome(job)}</Text>}
      </chakra.div>
      {error && (
        <Text role="alert" mt="2" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
