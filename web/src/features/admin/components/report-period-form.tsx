import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { adminPeriod } from '@shop/domain';
import { messageOf } from '../api/error-message';
import { notifyAdmin } from './notify';
import { PeriodFields } from './period-fields';

export interface ReportPeriod {
  from: string;
  to: string;
}

/**
 * A report's period form: From and To in the admin's date format, checked as the API checks them
 * (adminPeriod) before the report is asked for, SHOW REPORT, and DOWNLOAD AS XLSX of the
 * report on screen, busy while the file is made and said when it is saved or failed. `children`:
 * the report's own choices (the sales report's grouping), shown before the buttons.
 */
export function ReportPeriodForm({
  period,
  reportName,
  ready,
  onShow,
  download,
  children,
}: {
  /** The period the report on screen is for: the form starts from it. */
  period: ReportPeriod;
  /** "sales report": how the download's outcome names it. */
  reportName: string;
  /** Whether a report is on screen to download. */
  ready: boolean;
  onShow: (period: ReportPeriod) => void;
  /** Saves the report on screen as a file and answers its name. */
  download: () => Promise<string>;
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ReportPeriod>(period);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = adminPeriod(draft);
    if ('error' in typed) {
      setError(typed.error);
      // Take the admin to From, where the error is shown and read with the field.
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setError(null);
    onShow(typed.period);
  }

  async function save() {
    setDownloading(true);
    try {
      notifyAdmin(`Downloaded the ${reportName} as ${await download()}`);
    } catch (failure) {
      notifyAdmin(`The ${reportName} could not be downloaded: ${messageOf(failure)}`, 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <chakra.form
      aria-label="Report period"
      onSubmit={submit}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="flex-start"
      mb="6"
      noValidate
    >
      <PeriodFields id={id} value={draft} onChange={setDraft} error={error} />
      {children}
      <Button type="submit" mt="7">
        Show report
      </Button>
      {/*
        Enabled once the report is in: without an opacity transition, so the button never shows a
        half-faded label (below AA contrast) that is no longer disabled.
      */}
      <Button
        variant="outline"
        onClick={() => void save()}
        loading={downloading}
        loadingText="Preparing…"
        disabled={!ready}
        transitionProperty="colors"
        mt="7"
      >
        Download as XLSX
      </Button>
    </chakra.form>
  );
}
