import { isPipelinePicture, pictureVariantUrl } from './product-pictures';

// A module of its own: product-pictures.ts is in the listing route's shared chunk (every card's
// picture), and this is only the full-screen viewer's (the listing's bundle budget, docs/benchmarks.md).

/**
 * The variant the full-screen viewer shows once a picture is zoomed (docs/decisions.md rule 74): the
 * widest, so a 2.5-4x zoom on a phone stays sharp; the viewer's first, whole view uses the srcset.
 */
export function zoomedPictureUrl(src: string): string {
  return isPipelinePicture(src) ? pictureVariantUrl(src, 1600, 'webp') : src;
}
