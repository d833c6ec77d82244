import { useRef, type PointerEvent } from 'react';

/** How far a picture is zoomed and moved: the frame's CSS transform. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}
export const WHOLE: ZoomView = { scale: 1, x: 0, y: 0 };
/** How far (px) one finger must travel sideways on a whole picture to move to the next one. */
const SWIPE_MIN_PX = 40;

/**
 * The zoom's pointer gestures on the stage: two fingers pinch to zoom, one finger (or the mouse)
 * pans a zoomed picture, and a sideways swipe on a whole picture calls `onSwipe` with the step to
 * the next (1) or the previous (-1) picture, when there is more than one.
 */
export function useZoomGestures({
  current,
  setCurrent,
  count,
  onSwipe,
}: {
  current: ZoomView;
  setCurrent: (next: ZoomView) => void;
  count: number;
  onSwipe: (step: 1 | -1) => void;
}) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  // One finger's gesture from where it went down: a swipe unless a second finger joined it.
  const swipe = useRef<{ pointerId: number; x: number; y: number; pinched: boolean } | null>(null);

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
      onSwipe(dx < 0 ? 1 : -1);
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
