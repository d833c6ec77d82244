import {
  createElement,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';

const subscribeToNothing = () => () => {};

/**
 * True when this component's first render took over HTML the server rendered (hydration), and on
 * the server; false when the browser rendered it itself (a page without server HTML, a later
 * navigation). Decided at the first render and kept for the component's life: React renders a
 * hydrated component once more with the browser's answer (false), which must not change it.
 */
export function useServerRendered(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [serverRendered] = useState(hydrating);
  return serverRendered;
}

// One object for every render: React writes innerHTML again only when `__html` changes, so the
// server's children stay in place through later renders.
const KEEP_SERVER_CHILDREN = { __html: '' };

type StaticTag = 'div' | 'dl' | 'nav' | 'p' | 'section';

/**
 * Text and links that need no script: rendered on the server and in the browser's own renders as
 * usual, but when the browser hydrates the server's HTML, React keeps this element's children as the
 * server made them and never renders or hydrates them (an element with `dangerouslySetInnerHTML`
 * has no children for React; `suppressHydrationWarning` because its HTML is not the empty string
 * React is given). A phone then spends no script on descriptions, facts, the footer or an information
 * page. Its content is decided at its first render: give it a `key` that changes with what it shows
 * (a product's id) where the page stays mounted while its data changes.
 *
 * Kept links are plain `<a href>`: one click handler here follows a same-origin link inside the app
 * (as react-router's `Link` does), so moving between pages stays a client-side navigation.
 */
export function StaticHtml({
  as = 'div',
  children,
  ...attributes
}: { as?: StaticTag; children: ReactNode } & Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
>) {
  const keepServerChildren = useServerRendered() && typeof window !== 'undefined';
  const navigate = useNavigate();

  function followLink(event: MouseEvent<HTMLElement>) {
    // A `Link` rendered by the browser (or a nested StaticHtml) has already handled it.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return; // mailto:, tel:, other sites
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    // As `Link` does: following a link to the current address replaces it in the history.
    navigate(to, { replace: to === here });
  }

  return keepServerChildren
    ? createElement(as, {
        ...attributes,
        onClick: followLink,
        dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN,
        suppressHydrationWarning: true,
      })
    : createElement(as, { ...attributes, onClick: followLink }, children);
}
