const hinted = new Set<string>();

/**
 * Asks for a page's first images as soon as their addresses are known (when its first data
 * arrives, before React renders it), so its largest paint waits for the render only, not for the
 * render and then the download. React's own <img> then finds them in the cache.
 * An image the document already shows needs no hint: a page rendered on the server has its <img>
 * elements in the HTML, asked for while the browser parsed it, and adding links to <head> while
 * that page hydrates is work on its main thread for nothing.
 */
export function hintImages(urls: readonly (string | null | undefined)[]): void {
  // A server render (server.tsx) has no document: its HTML holds the <img> elements themselves.
  if (typeof document === 'undefined') return;
  const shown = new Set(Array.from(document.images, (image) => image.getAttribute('src')));
  for (const url of urls) {
    if (!url || hinted.has(url) || shown.has(url)) continue;
    hinted.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
