import { useId, useState, type FormEvent } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { centsToEuros, parseEuros, type ShopSettings } from '@shop/domain';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { AdminFormFrame, useFormSending } from '../../components/admin-form';
import { notifyAdmin } from '../../components/notify';
import { saveShopSettings } from '../api/settings';

/** The owner's settings: the staff's refund limit (in euros) and the shop's two mails. */
export function SettingsForm({ settings, onSaved }: { settings: ShopSettings; onSaved: () => void }) {
  const id = useId();
  const [limit, setLimit] = useState(String(centsToEuros(settings.staffRefundLimit)));
  const [paidOrderMail, setPaidOrderMail] = useState(settings.paidOrderMail);
  const [dailySummaryMail, setDailySummaryMail] = useState(settings.dailySummaryMail);
  const [limitError, setLimitError] = useState<string | undefined>();
  const { busy, serverError, clearServerError, send } = useFormSending();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearServerError();
    let staffRefundLimit: number;
    try {
      staffRefundLimit = parseEuros(limit, 'The refund limit');
    } catch (error) {
      setLimitError(messageOf(error));
      document.getElementById(`${id}-limit`)?.focus();
      return;
    }
    await send(async () => {
      await saveShopSettings({ staffRefundLimit, paidOrderMail, dailySummaryMail });
      notifyAdmin('Settings saved');
      onSaved();
    });
  }

  return (
    <AdminFormFrame
      label="Settings"
      onSubmit={submit}
      busy={busy}
      serverError={serverError}
      submitLabel="Save settings"
    >
      <chakra.div maxW="sm">
        <AdminField
          id={`${id}-limit`}
          label="Staff refund limit (€)"
          inputMode="decimal"
          autoComplete="off"
          hint="The largest refund staff may make at once; a larger one is yours"
          value={limit}
          error={limitError}
          onChange={(event) => {
            setLimit(event.target.value);
            setLimitError(undefined);
          }}
        />
      </chakra.div>
      <chakra.fieldset mt="5">
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="2">
          Mails to the shop
        </chakra.legend>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" mb="2">
          <input
            type="checkbox"
            checked={paidOrderMail}
            onChange={(event) => setPaidOrderMail(event.target.checked)}
          />
          A mail to the shop&apos;s address for every paid order
        </chakra.label>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
          <input
            type="checkbox"
            checked={dailySummaryMail}
            onChange={(event) => setDailySummaryMail(event.target.checked)}
          />
          Every morning, a summary of what needs doing to the owners
        </chakra.label>
      </chakra.fieldset>
    </AdminFormFrame>
  );
}
