import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';

/** An admin table's cell: padded, ruled below, read from the start. */
export const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

/** An amount's cell: at the end, on one line, so the figures line up. */
export const amountCell = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/** The cell of a table whose rows hold buttons: taller, so a row of buttons keeps its air. */
export const buttonRowCell = { ...cell, py: '2.5' } as const;

/** The cell of a table whose rows run over several lines: the row's cells start at its top. */
export const topCell = { ...cell, verticalAlign: 'top' } as const;

type CellStyle = Omit<HTMLChakraProps<'th'>, 'children'>;

/**
 * An admin table: full width, small type, its column headers (`scope="col"`) in the head's muted
 * band, each styled as `headCell` (the body's cell by default); the rows are the children.
 * `bodyRows`: false where the caller brings its own <tbody>s (a table of groups).
 */
export function AdminTable({
  columns,
  headCell = cell,
  bodyRows = true,
  children,
  ...table
}: {
  columns: readonly ReactNode[];
  headCell?: CellStyle;
  bodyRows?: boolean;
  children: ReactNode;
} & Omit<HTMLChakraProps<'table'>, 'children'>) {
  return (
    <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} {...table}>
      <chakra.thead bg="bg.muted">
        <tr>
          {columns.map((column, index) => (
            <chakra.th key={index} scope="col" {...headCell} fontWeight="semibold">
              {column}
            </chakra.th>
          ))}
        </tr>
      </chakra.thead>
      {bodyRows ? <tbody>{children}</tbody> : children}
    </chakra.table>
  );
}

/** The frame of a list table: it scrolls sideways when wider than the screen. */
export function TableFrame({ children, ...box }: { children: ReactNode } & HTMLChakraProps<'div'>) {
  return (
    <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg" {...box}>
      {children}
    </chakra.div>
  );
}
