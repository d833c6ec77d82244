import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { ConsentChoice } from '../api/consent-choice';
import styles from './cookie-banner.module.css';

/**
 * Keeps the page usable under the fixed banner: the page can scroll its end above it, and an element
 * that gets keyboard focus is scrolled clear of it (scroll-padding), so the banner never hides what
 * has focus. Only the document's end grows, so nothing on screen moves.
 */
function useRoomForBanner(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [banner]);
}

const ANSWERS = {
  accepted: 'Your answer: you accepted analytics cookies.',
  rejected: 'Your answer: you rejected analytics cookies.',
} as const;

/**
 * The cookie banner: may the shop use analytics cookies? Accept and reject are the same size and
 * style, side by side (no answer is nudged); the answer is kept, and /cookie opens the banner again
 * to change it, with the `answer` given (the banner then takes the keyboard focus, as the shopper
 * asked for it). Fixed at the bottom of the window, so it pushes no content; plain elements and a
 * CSS module, so it costs no style work and no Chakra components.
 */
export function CookieBanner({
  answer,
  onChoose,
}: {
  answer: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useRoomForBanner(banner);
  const reopened = answer !== null;
  useEffect(() => {
    if (!reopened) return;
    // Back to where the shopper asked for it (/cookie's button) once the banner closes.
    const asker = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    title.current?.focus();
    return () => asker?.focus();
  }, [reopened]);
  return (
    <section ref={banner} className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 ref={title} id={titleId} className={styles.title} tabIndex={-1}>
            Analytics cookies
          </h2>
          {/* Short, so it is not the largest thing a text page paints (its LCP); the policy says more. */}
          <p>
            May we use Google Analytics cookies to see which pages shoppers visit?{' '}
            <Link className={styles.link} to={paths.cookiePolicy.href()}>
              Cookie policy
            </Link>
          </p>
          {answer && <p className={styles.answer}>{ANSWERS[answer]}</p>}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            aria-pressed={answer === null ? undefined : answer === 'accepted'}
            onClick={() => onChoose('accepted')}
          >
            Accept analytics
          </button>
          <button
            type="button"
            className={styles.button}
            aria-pressed={answer === null ? undefined : answer === 'rejected'}
            onClick={() => onChoose('rejected')}
          >
            Reject analytics
          </button>
        </div>
      </div>
    </section>
  );
}
