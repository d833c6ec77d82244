import { lazy, Suspense, useId, useRef, useState, type PointerEvent } from 'react';
import { PICTURE_SIZES } from '@shop/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ProductPicture } from '@/components/ui/product-picture';
import { fill, words } from '@/app/i18n/page-language';
import styles from './image-carousel.module.css';

// The full-screen zoom loads when a shopper first opens it, not with the product page.
const ImageZoom = lazy(() => import('./image-zoom').then((module) => ({ default: module.ImageZoom })));

/** How far (px) a finger must travel sideways before a touch is a swipe and not a tap. */
const SWIPE_MIN_PX = 40;

/**
 * The product page's image carousel (the WAI-ARIA carousel pattern without auto-rotation): one large
 * image, previous / next buttons that wrap around, and a row of thumbnails to jump to an image (on
 * wider screens; a phone swipes). A swipe sideways (touch or a dragged mouse) moves to the next or
 * previous image; a tap or click, or Enter on the focused image, opens it full screen (image-zoom.tsx).
 * The "image n of m" line is a polite live region, so a screen reader hears where it is after each step.
 */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const slidesId = useId();
  const zoomButtonRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; dx: number } | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  const texts = words().product;
  if (count === 0) {
    return <div className={styles.empty}>{texts.noImage}</div>;
  }
  const index = Math.min(current, count - 1);
  const show = (next: number) => setCurrent((next + count) % count);
  const position = (i: number) => fill(texts.imagePosition, { number: i + 1, count });

  const follow = (dx: number) => {
    const image = zoomButtonRef.current;
    if (image) image.style.transform = dx === 0 ? '' : `translateX(${dx}px)`;
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (count < 2 || !event.isPrimary) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0 };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    active.dx = event.clientX - active.startX;
    // Mostly sideways: the picture follows the finger (a vertical move is the page scrolling).
    if (Math.abs(active.dx) > Math.abs(event.clientY - active.startY)) follow(active.dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    follow(0);
    if (event.type === 'pointerup' && Math.abs(active.dx) >= SWIPE_MIN_PX) {
      // The click that follows the lifted finger is the end of the swipe, not a tap.
      swiped.current = true;
      show(active.dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <section aria-roledescription={texts.carousel} aria-label={fill(texts.imagesOf, { title })}>
      <div
        id={slidesId}
        className={styles.slides}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <button
          ref={zoomButtonRef}
          type="button"
          className={styles.zoomButton}
          aria-label={fill(texts.openFullScreen, { image: position(index) })}
          aria-haspopup="dialog"
          onClick={() => {
            if (swiped.current) swiped.current = false;
            else setZoomed(true);
          }}
          // A dragged mouse must not drag the picture out of the page instead of swiping.
          onDragStart={(event) => event.preventDefault()}
        >
          <ProductPicture
            key={images[index]}
            className={styles.image}
            src={images[index]!}
            alt={`${title}, ${position(index)}`}
            sizes={PICTURE_SIZES.productPage}
            width={600}
            // The product page's largest paint: fetched before anything else the page loads.
            loading="lcp"
            roleDescription={texts.slide}
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={texts.previousImage}
              aria-controls={slidesId}
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={texts.nextImage}
              aria-controls={slidesId}
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
            </button>
            <p aria-live="polite" className={styles.position}>
              {fill(texts.imageOf, { number: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={texts.chooseImage}>
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => show(i)}
                aria-label={fill(texts.showImage, { image: position(i) })}
                aria-current={i === index ? 'true' : undefined}
              >
                <ProductPicture
                  className={styles.image}
                  src={image}
                  alt=""
                  sizes={PICTURE_SIZES.thumbnail}
                  width={64}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <ImageZoom
            images={images}
            title={title}
            index={index}
            onShow={show}
            onClose={() => {
              setZoomed(false);
              zoomButtonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
