import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { notifyAdmin } from '../../components/notify';
import { updateStock } from '../api/stock';

/** One size's stock, changeable in place: a labelled number field and its Save button. */
export function SizeStockForm({
  productId,
  productTitle,
  size,
  quantity,
  low = false,
  onSaved,
}: {
  productId: string;
  productTitle: string;
  size: string;
  quantity: number;
  /** At or below the Low stock list's figure: the size that put the product there. */
  low?: boolean;
  onSaved: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(String(quantity));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stock = Number(value);
    if (value.trim() === '' || !Number.isInteger(stock) || stock < 0) {
      setError('Enter a whole number of units, 0 or more');
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await updateStock({ productId: productId, size, stock });
      notifyAdmin(`Stock of ${productTitle}, size ${size}: ${stock}`);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <chakra.form
      onSubmit={(event) => void save(event)}
      display="flex"
      gap="2"
      alignItems="flex-end"
      aria-label={`Stock of ${productTitle}, size ${size}`}
    >
      <chakra.div w="28">
        <AdminField
          id={`${id}-stock`}
          label={low ? `Size ${size} (low)` : `Size ${size}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      </chakra.div>
      <Button type="submit" size="sm" variant="outline" loading={saving} loadingText="Saving…">
        Save
      </Button>
    </chakra.form>
  );
}
