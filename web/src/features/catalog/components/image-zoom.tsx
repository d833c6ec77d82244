import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { zoomedPictureUrl } from '@shop/domain';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { keepTabInside } from '@/components/ui/keep-tab-inside';
import { ProductPicture } from '@/components/ui/product-picture';
import styles from './image-zoom.module.css';

const MAX_SCALE = 4;
/** What a double tap, a double click or the + key zooms to. */
const STEP_SCALE = 2.5;

interface View {
  scale: number;
  x: number;
  y: number;
}
const WHOLE: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));
/** How far (px) one finger must travel sideways on a whole picture to move to the next one. */
const SWIPE_MIN_PX = 40;

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
  const [view, setView] = useState<{ index: number; view: View }>({ index, view: WHOLE });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  // One finger's gesture from where it went down: a swipe unless a second finger joined it.
  const swipe = useRef<{ pointerId: number; x: number; y: number; pinched: boolean } | null>(null);
  // The pictures zoomed in this opening: they keep their 1600 px variant once asked for.
  const [sharp, setSharp] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = view.index === index ? view.view : WHOLE;
  const image = images[index]!;
  const setCurrent = (next: View) => {
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

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, pinched: false };
    }
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(), scale: current.scale };
      if (swipe.current) swipe.current.pinched = true;
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      setCurrent({ ...current, scale: (pinch.current.scale * distance()) / pinch.current.distance });
    } else if (pointers.current.size === 1 && current.scale > 1) {
      setCurrent({
        ...current,
        x: current.x + event.clientX - before.x,
        y: current.y + event.clientY - before.y,
      });
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - start.x;
    // A zoomed picture pans under the finger; only a whole one moves on to the next.
    if (
      event.type === 'pointerup' &&
      count > 1 &&
      !start.pinched &&
      current.scale === 1 &&
      Math.abs(dx) >= SWIPE_MIN_PX &&
      Math.abs(dx) > Math.abs(event.clientY - start.y)
    ) {
      onShow(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.zoom}
      aria-label={`${title}: pictures full screen`}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={`${styles.button} ${styles.close}`}
        aria-label="Close"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
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
            alt={`${title}, image ${index + 1} of ${count}`}
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
            aria-label="Previous image"
            onClick={() => onShow(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.next}`}
            aria-label="Next image"
            onClick={() => onShow(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <p aria-live="polite" className={styles.position}>
        Image {index + 1} of {count}
        <span className={styles.hint}> · Pinch, double-tap or press + and − to zoom</span>
      </p>
    </dialog>
  );
}
