import {
  DESIGNER_INDEX_LETTERS,
  designerIndex,
  type DesignerIndexSection,
  type StoreDesigner,
} from '@shop/domain';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { fill, formatNumber, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import shop from '@/components/ui/shop.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { StaticHtml } from '@/components/ui/static-html';
import { useIdle } from '@/hooks/use-idle';
import { useDesigners } from '../api/get-designers';
import { designerHref } from './designer-link';
import styles from './designer-index.module.css';

/**
 * About half the index: the letters shown first hold at least this many designers, the rest follow
 * once the browser is idle. The browser's first style, layout and paint of the whole index (some
 * 800 elements, every word shaped for the first time) were one task of 30-35 ms on a 2-core
 * machine, four times that at a phone's speed, right after the designers arrived; in two
 * halves they took 23-25 and 14-18 ms. Sixty designers are some 2,000 px of page even four to a
 * row, so the rest arrive below any screen and move nothing in view.
 */
const DESIGNERS_SHOWN_FIRST = 60;

const sectionId = (letter: string) => `designers-${letter === '#' ? 'other' : letter.toLowerCase()}`;
const count = (n: number, one: string, other: string) =>
  fill(n === 1 ? one : other, { count: formatNumber(n) });

function DesignerEntry({ designer }: { designer: StoreDesigner }) {
  const text = words().designerIndex;
  const kinds = [
    designer.bags > 0 && {
      label: count(designer.bags, text.bagsOne, text.bagsOther),
      href: paths.products.href({ p: 'bags', t: 'all', b: designer.brand }),
    },
    designer.accessories > 0 && {
      label: count(designer.accessories, text.accessoriesOne, text.accessoriesOther),
      href: paths.products.href({ p: 'accessories', t: 'all', b: designer.brand }),
    },
  ].filter((kind) => kind !== false);
  return (
    <li>
      <a className={styles.brand} href={designerHref(designer)} data-brand={designer.brand}>
        {designer.brand}
      </a>
      <p className={styles.kinds}>
        {kinds.map((kind, index) => (
          <span key={kind.href}>
            {index > 0 && ' · '}
            <a
              href={kind.href}
              aria-label={fill(text.kindOf, { designer: designer.brand, kind: kind.label })}
            >
              {kind.label}
            </a>
          </span>
        ))}
      </p>
    </li>
  );
}

/** /designers: an alphabet index of the brands that have store products, each linking to its listing. */
export function DesignerIndex() {
  const state = useDesigners();
  const { designerIndex: text, designerList } = words();
  if (state.status === 'loading') return <LoadingState label={designerList.loading} />;
  if (state.status === 'error') {
    return <ErrorState title={text.unavailable} message={designerList.failed} />;
  }
  const sections = designerIndex(state.designers);
  if (sections.length === 0) {
    return <p className={shop.muted}>{text.none}</p>;
  }
  return <LetteredIndex sections={sections} />;
}

type Section = DesignerIndexSection<StoreDesigner>;

/** The letter bar and the letters under it: the first ones at once, every one once the browser is idle. */
function LetteredIndex({ sections }: { sections: Section[] }) {
  const idle = useIdle();
  const [jumpedAhead, setJumpedAhead] = useState(false);
  const shown = idle || jumpedAhead ? sections : firstLetters(sections, DESIGNERS_SHOWN_FIRST);
  const withDesigners = new Set(sections.map((section) => section.letter));

  // A letter of the second half clicked before it rendered: render every letter now, then let the
  // click do what it does (the browser's jump to the letter, under the sticky header).
  const jumpToLetter = (event: MouseEvent<HTMLAnchorElement>, letter: string) => {
    if (document.getElementById(sectionId(letter))) return;
    event.preventDefault();
    const link = event.currentTarget;
    flushSync(() => setJumpedAhead(true));
    link.click();
  };

  return (
    <>
      <nav aria-label={words().designerIndex.byLetter}>
        <ul className={styles.letters}>
          {DESIGNER_INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {withDesigners.has(letter) ? (
                <a
                  className={styles.letter}
                  href={`#${sectionId(letter)}`}
                  onClick={(event) => jumpToLetter(event, letter)}
                >
                  {letter}
                </a>
              ) : (
                <span className={styles.letter} aria-hidden="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <DesignerSections sections={shown} />
    </>
  );
}

/** The first letters that together hold at least `count` designers (all of them if fewer). */
function firstLetters(sections: Section[], count: number): Section[] {
  const shown: Section[] = [];
  let designers = 0;
  for (const section of sections) {
    if (designers >= count) break;
    shown.push(section);
    designers += section.designers.length;
  }
  return shown;
}

/** The index's letters, each a section its letter in the bar jumps to. */
function DesignerSections({ sections }: { sections: Section[] }) {
  return (
    // Some 360 links: plain <a>, followed inside the shop by StaticHtml's one click handler, render
    // far cheaper than as many router Links, each with its own hooks.
    <StaticHtml>
      {sections.map((section) => (
        <section
          key={section.letter}
          className={styles.section}
          id={sectionId(section.letter)}
          aria-labelledby={`${sectionId(section.letter)}-heading`}
        >
          <h2 id={`${sectionId(section.letter)}-heading`} className={styles.sectionHeading}>
            {section.letter}
          </h2>
          <ul className={styles.designers}>
            {section.designers.map((designer) => (
              <DesignerEntry key={designer.key} designer={designer} />
            ))}
          </ul>
        </section>
      ))}
    </StaticHtml>
  );
}
