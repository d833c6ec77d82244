/** Round 44 px icon button (WCAG 2.5.5 target size) used in the header and the admin top bar. */
export const iconButtonStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '11',
  h: '11',
  rounded: 'full',
  cursor: 'pointer',
  position: 'relative',
  _hover: { bg: 'bg.muted' },
} as const;
