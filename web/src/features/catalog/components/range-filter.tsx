import { useEffect, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

/** A change is applied this long after the last slider move, so dragging reads the listing once. */
const COMMIT_DELAY_MS = 500;

type Range = readonly [number, number];

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/**
 * A from-to slider made of two native range inputs (keyboard, screen readers and touch work as the
 * browser does them), each labelled, each announcing its value in the unit. The thumbs cannot cross:
 * moving one past the other stops at it. Changes are applied after a short pause.
 */
export function RangeFilter({
  legend,
  min,
  max,
  step,
  value,
  format,
  onCommit,
}: {
  legend: string;
  min: number;
  max: number;
  step: number;
  value: Range;
  format: (value: number) => string;
  onCommit: (range: Range) => void;
}) {
  const [draft, setDraft] = useState<Range>(value);
  // The listing's range as this slider last saw it, and the range it last applied, not yet landed.
  const [seen, setSeen] = useState<{ value: Range; applied: Range | null }>({ value, applied: null });
  const fromId = useId();
  const toId = useId();
  if (!sameRange(seen.value, value)) {
    // The listing's range changed. When it is the range this slider applied, the shopper may have
    // moved on since: the listing reads its new range in a transition, which keys pressed meanwhile
    // outrun, so those moves stay and are applied in turn. Any other change (a chip removed, Reset
    // filters, the back button) replaces the draft.
    const ours = seen.applied !== null && sameRange(seen.applied, value);
    setSeen({ value, applied: null });
    if (!ours) setDraft(value);
  }

  useEffect(() => {
    // Nothing to apply, or applied already and on its way to the listing.
    if (sameRange(draft, value) || (seen.applied && sameRange(seen.applied, draft))) return;
    const timer = window.setTimeout(() => {
      setSeen((last) => ({ ...last, applied: draft }));
      onCommit(draft);
    }, COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, seen.applied, onCommit]);

  const texts = words().filters;
  const thumbs = [
    { id: fromId, label: texts.from, index: 0 as const },
    { id: toId, label: texts.to, index: 1 as const },
  ];

  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="semibold" letterSpacing="0.08em" mb="2">
        {legend}
      </chakra.legend>
      <Text fontSize="sm" mb="2" aria-hidden="true">
        {format(draft[0])} – {format(draft[1])}
      </Text>
      {thumbs.map(({ id, label, index }) => (
        <Box key={id} mb="1">
          <chakra.label htmlFor={id} fontSize="xs" color="fg.muted">
            {label}
          </chakra.label>
          <chakra.input
            id={id}
            type="range"
            min={min}
            max={max}
            step={step}
            value={draft[index]}
            aria-valuetext={format(draft[index])}
            onChange={(event) => {
              const moved = Number(event.target.value);
              setDraft(
                index === 0 ? [Math.min(moved, draft[1]), draft[1]] : [draft[0], Math.max(moved, draft[0])],
              );
            }}
            display="block"
            w="full"
            h="6"
            cursor="pointer"
            css={{ accentColor: 'var(--chakra-colors-gold-700)' }}
          />
        </Box>
      ))}
    </chakra.fieldset>
  );
}
import { words } from '@/app/i18n/page-language';
