import { chakra } from '@chakra-ui/react/styled-system';
import { AdminDateField } from './admin-date-field';

interface TypedPeriod {
  from: string;
  to: string;
}

/**
 * A period form's From and To, in the admin's date format, side by side (`${id}-from`, `${id}-to`);
 * `error` (what adminPeriod found wrong) shows under From, where the check starts.
 */
export function PeriodFields({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: TypedPeriod;
  onChange: (update: (current: TypedPeriod) => TypedPeriod) => void;
  error: string | null;
}) {
  return (
    <>
      <chakra.div w="56">
        <AdminDateField
          id={`${id}-from`}
          label="From"
          value={value.from}
          onChange={(event) => {
            const from = event.target.value;
            onChange((current) => ({ ...current, from }));
          }}
          error={error ?? undefined}
        />
      </chakra.div>
      <chakra.div w="56">
        <AdminDateField
          id={`${id}-to`}
          label="To"
          value={value.to}
          onChange={(event) => {
            const to = event.target.value;
            onChange((current) => ({ ...current, to }));
          }}
        />
      </chakra.div>
    </>
  );
}
