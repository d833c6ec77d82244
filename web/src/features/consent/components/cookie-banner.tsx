import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from '@/components/ui/link';
import { words } from '@/app/i18n/page-language';
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
  // The notices group's words (word-groups.ts), which ConsentManager loads before showing this.
  const { cookieBanner: text, pages } = words();
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
            {text.title}
          </h2>
          {/* Short, so it is not the largest thing a text page paints (its LCP); the policy says more. */}
          <p>
            {text.question}{' '}
            <Link className={styles.link} to={paths.cookiePolicy.href()}>
              {pages.cookiePolicy}
            </Link>
          </p>
          {answer && <p className={styles.answer}>{text[answer]}</p>}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            aria-pressed={answer === null ? undefined : answer === 'accepted'}
            onClick={() => onChoose('accepted')}
          >
            {text.accept}
          </button>
          <button
            type="button"
            className={styles.button}
            aria-pressed={answer === null ? undefined : answer === 'rejected'}
            onClick={() => onChoose('rejected')}
          >
            {text.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
