import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure (a button that shows and hides a panel), the WAI-ARIA pattern for site navigation
 * menus: the panel holds ordinary links, reached with Tab. Escape closes it and returns focus to the
 * button; clicking or tabbing outside closes it.
 *
 * `closeWhenChanged` (e.g. the location key) closes the panel whenever it changes, so a followed
 * link closes the menu without an effect.
 */
export function useDisclosure(closeWhenChanged = '') {
  // Remembers for which key the panel was opened; any other key means closed.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === closeWhenChanged;
  const setOpen = useCallback(
    (next: boolean | ((current: boolean) => boolean)) =>
      setOpenFor((current) => {
        const wasOpen = current === closeWhenChanged;
        const value = typeof next === 'function' ? next(wasOpen) : next;
        return value ? closeWhenChanged : null;
      }),
    [closeWhenChanged],
  );
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (container && next instanceof Node && !container.contains(next)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  return {
    open,
    setOpen,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
