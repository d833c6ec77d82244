import { isPipelinePicture, picturePreload } from '@shop/domain';

const hinted = new Set<string>();

/**
 * Asks for a page's first images as soon as their addresses are known (when its first data
 * arrives, before React renders it), so its largest paint waits for the render only, not for the
 * render and then the download. React's own <img> then finds them in the cache.
 * An image the document already shows needs no hint: a page rendered on the server has its <img>
 * elements in the HTML, asked for while the browser parsed it, and adding links to <head> while
 * that page hydrates is work on its main thread for nothing.
 */
export function hintImages(urls: readonly (string | null | undefined)[], sizes: string): void {
  // A server render (server.tsx) has no document: its HTML holds the <img> elements themselves.
  if (typeof document === 'undefined') return;
  const shown = new Set(Array.from(document.images, (image) => image.getAttribute('src')));
  for (const [index, url] of urls.entries()) {
    if (!url || !isPipelinePicture(url) || hinted.has(url)) continue;
    const preload = picturePreload(url, sizes);
    if (shown.has(preload.href)) continue;
    hinted.add(url);
    // The variant the picture's srcset will choose (docs/decisions.md rule 40), not the original.
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = preload.href;
    link.imageSrcset = preload.imageSrcset;
    link.imageSizes = preload.imageSizes;
    link.type = preload.type;
    // Only the first is the page's largest paint; the rest must not compete with it.
    link.fetchPriority = index === 0 ? 'high' : 'auto';
    document.head.append(link);
  }
}
