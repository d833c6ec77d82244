import { useId } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatCount, formatEuro, SALES_GROUPING_LABELS, type SalesReport } from '@shop/domain';
import { TableRegion } from '../../components/table-region';

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 72, right: 12, top: 12, bottom: 44 };
/** At most this many labels under the bars, so they never overlap. */
const MAX_LABELS = 8;

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least `max`. */
function scaleTop(max: number): number {
  if (max <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

const euros = (cents: number) => `€ ${formatCount(Math.round(cents / 100))}`;

/** A day, week or month as the axis shows it: 11-28, W48, 2026-11. */
function shortLabel(key: string, by: SalesReport['timeline']['by']): string {
  return by === 'month' ? key : key.slice(5);
}

/**
 * Sales over time as plain SVG bars (no chart library: one bar per day, week or month), with the
 * same figures as a table for screen readers and keyboard users.
 */
export function SalesChart({ timeline }: { timeline: SalesReport['timeline'] }) {
  const id = useId();
  const { points, by } = timeline;
  const top = scaleTop(Math.max(0, ...points.map((point) => point.sales)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const every = Math.max(1, Math.ceil(points.length / MAX_LABELS));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const total = points.reduce((sum, point) => sum + point.sales, 0);
  const best = points.reduce(
    (found, point) => (point.sales > (found?.sales ?? -1) ? point : found),
    points[0],
  );
  const grouping = SALES_GROUPING_LABELS[by].toLowerCase();

  return (
    <chakra.figure m="0" mb="6">
      <chakra.div color="fg" bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="3">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-testid="sales-chart"
        >
          <title id={`${id}-title`}>Sales per {grouping}</title>
          <desc id={`${id}-desc`}>
            {points.length} bars, {formatEuro(total)} in all
            {best && best.sales > 0 ? `; the highest is ${best.label} with ${formatEuro(best.sales)}` : ''}.
            The table below the chart has every figure.
          </desc>
          {ticks.map((tick) => {
            const y = PLOT.top + plotHeight - (tick / top) * plotHeight;
            return (
              <g key={tick}>
                <line
                  x1={PLOT.left}
                  x2={WIDTH - PLOT.right}
                  y1={y}
                  y2={y}
                  stroke="currentColor"
                  strokeOpacity="0.2"
                />
                <text x={PLOT.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="currentColor">
                  {euros(tick)}
                </text>
              </g>
            );
          })}
          {points.map((point, index) => {
            const height = (Math.max(0, point.sales) / top) * plotHeight;
            const x = PLOT.left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={point.key}>
                <rect
                  x={x}
                  y={PLOT.top + plotHeight - height}
                  width={barWidth}
                  height={height}
                  fill="currentColor"
                  data-key={point.key}
                >
                  <title>
                    {point.label}: {formatEuro(point.sales)}
                  </title>
                </rect>
                {index % every === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - PLOT.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="currentColor"
                  >
                    {shortLabel(point.key, by)}
                  </text>
                )}
              </g>
            );
          })}
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={PLOT.top + plotHeight}
            y2={PLOT.top + plotHeight}
            stroke="currentColor"
          />
        </svg>
      </chakra.div>
      <chakra.figcaption fontSize="sm" color="fg.muted" mt="2">
        Sales (what was charged, before refunds) per {grouping}, in Amsterdam time.
      </chakra.figcaption>
      <chakra.details mt="2" fontSize="sm">
        <chakra.summary cursor="pointer" color="gold.700" textDecoration="underline">
          The chart as a table
        </chakra.summary>
        <TableRegion label={`Sales per ${grouping}, as a table`} framed={false} mt="2">
          <chakra.table w="full" css={{ borderCollapse: 'collapse' }}>
            <chakra.caption srOnly>Sales per {grouping}</chakra.caption>
            <thead>
              <tr>
                {[SALES_GROUPING_LABELS[by], 'Orders', 'Sales', 'Refunded', 'Net sales'].map(
                  (column, index) => (
                    <chakra.th
                      key={column}
                      scope="col"
                      px="2"
                      py="1"
                      textAlign={index === 0 ? 'start' : 'end'}
                    >
                      {column}
                    </chakra.th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key}>
                  <chakra.th scope="row" px="2" py="1" textAlign="start" fontWeight="normal">
                    {point.label}
                  </chakra.th>
                  <chakra.td px="2" py="1" textAlign="end">
                    {point.orders}
                  </chakra.td>
                  <chakra.td px="2" py="1" textAlign="end">
                    {formatEuro(point.sales)}
                  </chakra.td>
                  <chakra.td px="2" py="1" textAlign="end">
                    {formatEuro(point.refunded)}
                  </chakra.td>
                  <chakra.td px="2" py="1" textAlign="end">
                    {formatEuro(point.netSales)}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </TableRegion>
      </chakra.details>
    </chakra.figure>
  );
}
