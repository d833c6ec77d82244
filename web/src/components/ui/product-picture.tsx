import { useState } from 'react';
import {
  FALLBACK_PICTURE,
  isPipelinePicture,
  PICTURE_ASPECT,
  pictureSrcset,
  pictureVariantUrl,
} from '@shop/domain';

/**
 * How a picture loads: `lcp` is the page's largest paint (eager, fetched first), `eager` is in the
 * first screen, `lazy` (the default) waits until it nears the viewport.
 */
export type PictureLoading = 'lcp' | 'eager' | 'lazy';

/** A neutral grey at the products' aspect ratio, for a picture whose answer is no image. */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_ASPECT.width} ${PICTURE_ASPECT.height}"><rect width="100%" height="100%" fill="#eeeeec"/></svg>`,
)}`;

/**
 * Every product picture the shop shows (docs/decisions.md rule 40): WebP variants the browser picks
 * by `sizes` (srcset), a JPEG `src` for one without srcset, width and height set so nothing moves
 * when it arrives. A plain <img>, not <picture>: React's server render then preloads the first
 * screen's pictures from <head> in the very variant the browser picks.
 * A picture not yet uploaded (data: or blob:, in the admin's forms) is shown as it is.
 */
export function ProductPicture({
  src,
  alt,
  sizes,
  width,
  className,
  loading = 'lazy',
  roleDescription,
  fit,
}: {
  src: string;
  alt: string;
  sizes: string;
  /** The width attribute; the height follows the 4:5 aspect ratio. */
  width: number;
  className?: string;
  loading?: PictureLoading;
  /** aria-roledescription, for a carousel's slide. */
  roleDescription?: string;
  /** Fills its box (a Chakra element's, which has no class to style the img by), cropped or whole. */
  fit?: 'cover' | 'contain';
}) {
  // A browser without WebP (Safari before 14) fails the srcset: it gets the JPEG alone, and a
  // source that answers no picture at all gets the grey placeholder.
  const [failed, setFailed] = useState<'webp' | 'jpeg' | null>(null);
  const height = Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);
  const pipeline = isPipelinePicture(src);
  const jpeg = pictureVariantUrl(src, FALLBACK_PICTURE.width, FALLBACK_PICTURE.format);
  return (
    <img
      className={className}
      style={fit ? { display: 'block', width: '100%', height: '100%', objectFit: fit } : undefined}
      src={failed === 'jpeg' || (failed && !pipeline) ? PLACEHOLDER : pipeline ? jpeg : src}
      srcSet={pipeline && failed === null ? pictureSrcset(src, 'webp') : undefined}
      sizes={pipeline && failed === null ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'lcp' ? 'high' : undefined}
      decoding="async"
      aria-roledescription={roleDescription}
      onError={failed === 'jpeg' ? undefined : () => setFailed(failed === null ? 'webp' : 'jpeg')}
    />
  );
}
