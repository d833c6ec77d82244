import { useEffect, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

/** A change is applied this long after the last slider move, so dragging reads the listing once. */
const COMMIT_DELAY_MS = 500;

type Range = readonly [number, number];

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
  const [draft, setDraft] = useState<{ from: Range; value: Range }>({ from: value, value });
  const fromId = useId();
  const toId = useId();
  // A new value from outside (a chip removed, Reset Filters, back button) replaces the draft.
  const current = draft.from[0] === value[0] && draft.from[1] === value[1] ? draft.value : value;

  useEffect(() => {
    if (current[0] === value[0] && current[1] === value[1]) return;
    const timer = window.setTimeout(() => onCommit(current), COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, value, onCommit]);

  const set = (next: Range) => setDraft({ from: value, value: next });
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
        {format(current[0])} – {format(current[1])}
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
            value={current[index]}
            aria-valuetext={format(current[index])}
            onChange={(event) => {
              const moved = Number(event.target.value);
              set(
                index === 0
                  ? [Math.min(moved, current[1]), current[1]]
                  : [current[0], Math.max(moved, current[0])],
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
