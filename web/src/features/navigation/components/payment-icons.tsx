import type { ReactNode } from 'react';
import { words } from '@/app/i18n/page-language';

/**
 * Payment method marks as small inline SVG badges (no image requests, no third-party logos): the card
 * brands shopConfig lists plus iDEAL and PayPal. Each carries its name for assistive technology.
 */
type Mark = { name: string; bg: string; render: () => ReactNode };

// textLength keeps every word inside the 60 px badge whatever font the system substitutes.
const text = (label: string, fill: string, size = 11, weight = 700, style?: 'italic') => (
  <text
    x="30"
    y="23"
    textAnchor="middle"
    // Inline style, not presentation attributes: the CSS reset's `font: inherit` would override those.
    style={{
      fontFamily: 'Arial, Helvetica, sans-serif',
      fontSize: size,
      fontWeight: weight,
      fontStyle: style ?? 'normal',
    }}
    fill={fill}
    textLength={label.length > 5 ? 48 : undefined}
    lengthAdjust="spacingAndGlyphs"
  >
    {label}
  </text>
);

const marks: Mark[] = [
  { name: 'Visa', bg: '#ffffff', render: () => text('VISA', '#1a1f71', 14, 800, 'italic') },
  {
    name: 'Mastercard',
    bg: '#ffffff',
    render: () => (
      <>
        <circle cx="25" cy="19" r="10" fill="#eb001b" />
        <circle cx="35" cy="19" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  { name: 'Discover', bg: '#ffffff', render: () => text('DISCOVER', '#231f20', 9, 800) },
  { name: 'American Express', bg: '#2e77bc', render: () => text('AMEX', '#ffffff', 13, 800) },
  { name: 'iDEAL', bg: '#ffffff', render: () => text('iDEAL', '#cc0066', 13, 800) },
  { name: 'PayPal', bg: '#ffffff', render: () => text('PayPal', '#003087', 12.5, 800, 'italic') },
];

export function PaymentIcons() {
  return (
    <ul
      style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 'var(--chakra-spacing-2)' }}
      aria-label={words().footer.paymentMethods}
    >
      {marks.map((mark) => (
        <li key={mark.name}>
          <svg width="60" height="38" viewBox="0 0 60 38" role="img" aria-label={mark.name}>
            <title>{mark.name}</title>
            <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill={mark.bg} stroke="#d4d4d8" />
            {mark.render()}
          </svg>
        </li>
      ))}
    </ul>
  );
}
