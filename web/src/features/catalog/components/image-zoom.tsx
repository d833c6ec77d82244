import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { zoomedPictureUrl } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { keepTabInside } from '@/components/ui/keep-tab-inside';
import { ProductPicture } from '@/components/ui/product-picture';
import { useZoomGestures, WHOLE, type ZoomView } from './image-zoom-gestures';
import styles from './image-zoom.module.css';

const MAX_SCALE = 4;
/** What a double tap, a double click or the + key zooms to. */
const STEP_SCALE = 2.5;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));

/**
 * The product pictures full screen: a modal <dialog> (focus stays inside, the page behind is inert,
 * Escape closes it) named after the product. Arrow keys and the buttons move between pictures;
 * a sideways swipe on a whole picture shows the next or previous one; two fingers pinch to zoom, one
 * finger (or the mouse) pans a zoomed picture, a double tap or click zooms in and out, and + / - / 0
 * do the same from the keyboard. Each picture starts whole; once zoomed it is drawn from the 1600 px
 * variant (zoomedPictureUrl), laid over the one the srcset picked, so it sharpens without a blank.
 */
export function ImageZoom({
  images,
  title,
  index,
  onShow,
  onClose,
}: {
  images: readonly string[];
  title: string;
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<{ index: number; view: ZoomView }>({ index, view: WHOLE });
  // The pictures zoomed in this opening: they keep their 1600 px variant once asked for.
  const [sharp, setSharp] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  // The product page's words (word-groups.ts), which the page that opens this has loaded.
  const { product: texts, zoom } = words();
  const current = view.index === index ? view.view : WHOLE;
  const image = images[index]!;
  const setCurrent = (next: ZoomView) => {
    if (next.scale > 1 && !sharp.has(image)) setSharp(new Set(sharp).add(image));
    setView({ index, view: next.scale === 1 ? WHOLE : { ...next, scale: clampScale(next.scale) } });
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event);
    const actions: Record<string, () => void> = {
      ArrowLeft: () => onShow(index - 1),
      ArrowRight: () => onShow(index + 1),
      '+': () => setCurrent({ ...current, scale: current.scale * 1.5 }),
      '=': () => setCurrent({ ...current, scale: current.scale * 1.5 }),
      '-': () => setCurrent({ ...current, scale: current.scale / 1.5 }),
      '0': () => setCurrent(WHOLE),
    };
    const action = actions[event.key];
    if (!action || (count < 2 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  const gestures = useZoomGestures({
    current,
    setCurrent,
    count,
    onSwipe: (step) => onShow(index + step),
  });

  return (
    <dialog
      ref={dialogRef}
      className={styles.zoom}
      aria-label={fill(zoom.dialog, { title })}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={`${styles.button} ${styles.close}`}
        aria-label={zoom.close}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div
        className={styles.stage}
        {...gestures}
        onDoubleClick={() => setCurrent(current.scale > 1 ? WHOLE : { ...current, scale: STEP_SCALE })}
      >
        <div
          className={styles.frame}
          style={{ transform: `translate(${current.x}px, ${current.y}px) scale(${current.scale})` }}
          data-scale={current.scale}
        >
          <ProductPicture
            key={image}
            className={styles.image}
            src={image}
            alt={fill(zoom.imageAlt, { title, number: index + 1, count })}
            sizes="100vw"
            width={1200}
            loading="eager"
          />
          {sharp.has(image) && (
            <img
              key={`${image}-sharp`}
              className={`${styles.image} ${styles.sharp}`}
              src={zoomedPictureUrl(image)}
              alt=""
              data-testid="zoomed-picture"
              decoding="async"
            />
          )}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.button} ${styles.previous}`}
            aria-label={texts.previousImage}
            onClick={() => onShow(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.next}`}
            aria-label={texts.nextImage}
            onClick={() => onShow(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <p aria-live="polite" className={styles.position}>
        {fill(texts.imageOf, { number: index + 1, count })}
        <span className={styles.hint}> · {zoom.hint}</span>
      </p>
    </dialog>
  );
}
