/**
 * The storefront rendered to HTML: at build time for the pages that show the same to everyone
 * (build.ts), and per request for the pages whose first screen is catalogue data (the functions'
 * `storefrontPage`). The browser then hydrates that HTML (boot.tsx) instead of building the page
 * from an empty <div>: a phone paints real content as soon as the HTML and the stylesheets are in,
 * not after some 150 KiB of JavaScript and a Firestore round trip.
 *
 * The render runs the page's own first reads (app/route-loaders.ts) through the same Firestore REST
 * client the browser uses; their answers travel in the page (lib/firebase/page-reads.ts), so the
 * browser's first render is this one. Renders run one at a time: the read caches are module state.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { languagePrefix, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { languageLinks, languageLinkTags } from './app/i18n/page-head';
import { fill, loadPageLanguage, pageLanguage, words } from './app/i18n/page-language';
import { READY_ATTRIBUTE } from './app/page-outlet';
import { pageModuleFile, preloadRoute } from './app/route-loaders';
import { SHELL_WORDS, pageWordGroup } from './app/i18n/word-groups';
import { AppRoutes } from './app/router';
import { forgetListings } from './features/catalog/api/listing-reads';
import { forgetEarlyReads } from './lib/early-reads';
import { PAGE_READS_ID, recordPageReads, takeRecordedReads } from './lib/firebase/page-reads';
import { pageStarterTag } from './lib/page-starter';

/** Pages prerendered at build time: the same for every visitor until the visitor's data loads. */
export const buildTimePages = [
  paths.designers,
  paths.cart,
  paths.track,
  paths.wishlist,
  paths.about,
  paths.faq,
  paths.contact,
  paths.returnPolicy,
  paths.returnForm,
  paths.delivery,
  paths.shipping,
  paths.terms,
  paths.privacy,
  paths.disclaimer,
  paths.cookiePolicy,
  paths.paymentMethods,
  paths.comingSoon,
].map((page) => page.path);

/** JSON inside <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The template with its JavaScript started after the first paint: the entry script and the module
 * preloads leave <head> for a small script at the end of <body> that adds them once the browser
 * reports the HTML's first contentful paint (lib/page-starter.ts). A phone then spends its first
 * bandwidth on the HTML and the stylesheets, which are the whole first screen, instead of sharing it
 * with ~150 KiB of scripts that only hydrate it. Hidden tabs, which paint nothing, start them after
 * half a second. Until React handles the page (PageOutlet sets html[data-ready]), a form submitted
 * early is not sent natively (a GET with its fields in the address): it waits for the shopper's next
 * try. `pagePreloads` (the page's own chunks) join the template's (the shell's).
 */
export function startScriptsAfterFirstPaint(template: string, pagePreloads: readonly string[] = []): string {
  const preloads: string[] = [];
  let entry: string | undefined;
  const head = template
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    })
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) throw new Error('The template has no entry script');
  for (const href of pagePreloads) if (!preloads.includes(href)) preloads.push(href);
  const starter = pageStarterTag(entry, preloads, READY_ATTRIBUTE);
  return head.replace('</body>', `${starter}\n  </body>`);
}

/**
 * The chunks the page at `location` runs once the shell has (main.tsx): its words in its language
 * (vite-words.ts), which main.tsx would otherwise only ask for once the route table has run, its
 * module's and the storefront footer's with the footer's words, which it hydrates with (boot.tsx).
 */
function pageChunksAt(location: URL): string[] {
  const chunks = __PAGE_CHUNKS__;
  const pageModule = pageModuleFile(location);
  const group = pageModule && pageWordGroup(/([^/]+)\.tsx$/.exec(pageModule)?.[1] ?? '');
  const wordsChunk = (name: string) => chunks[`virtual:page-words/words-${pageLanguage()}-${name}`] ?? [];
  return [
    ...wordsChunk(SHELL_WORDS),
    ...(group ? wordsChunk(group) : []),
    ...(pageModule ? (chunks[pageModule] ?? []) : []),
    ...(chunks['src/app/layouts/storefront-footer.tsx'] ?? []),
    ...wordsChunk('footer'),
  ];
}

/**
 * The shop's public address where the server knows it: the functions' SHOP_BASE_URL (set on the
 * stack and in production). A page prerendered at build time has none; the browser adds its
 * language links (language-links.tsx).
 */
function shopOrigin(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.SHOP_BASE_URL?.replace(/\/+$/, '') || undefined;
}

/**
 * The page's language in its <head> (docs/decisions.md rule 79): <html lang>, og:locale, the
 * note for a browser without JavaScript, the
 * language's title and description where the page has the shop's own (a product page has its
 * product's), and the page's hreflang alternates and canonical address in its language, which
 * replaces one the template has (the productPage function's is the English address).
 */
function withLanguageHead(html: string, location: URL): string {
  const language = pageLanguage();
  const { meta } = words();
  let head = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeText(meta.noScript)}</noscript>`)
    .replace('</head>', `  <meta property="og:locale" content="${OG_LOCALES[language]}" />\n  </head>`);
  // A product page (the productPage function's head) keeps its product's title and description.
  if (language !== 'en' && !head.includes('<meta property="og:type" content="product"')) {
    const description = escapeText(meta.homeDescription);
    head = head
      .replace(
        /<title>[\s\S]*?<\/title>/,
        `<title>${escapeText(fill(meta.homeTitle, { shop: shopConfig.name }))}</title>`,
      )
      .replace(
        /<meta\s+name="description"[\s\S]*?\/?>/,
        `<meta name="description" content="${description}" />`,
      );
  }
  const origin = shopOrigin();
  if (!origin) return head;
  const tags = languageLinkTags(languageLinks(origin, location.pathname, location.search));
  if (tags.length === 0) return head;
  return head
    .replace(/\s*<link rel="canonical"[^>]*>/, '')
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

const OG_LOCALES = { en: 'en_GB', nl: 'nl_NL', de: 'de_DE', fr: 'fr_FR' } as const;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders wait for the one before: the read caches they use are module state. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The SPA's index.html (`template`) with the page at `url` (a path with its query) rendered into
 * #root and the Firestore answers it used beside it. Rejects when the page cannot be rendered (the
 * caller then answers the plain template: the browser renders the page itself).
 */
export function renderPage(template: string, url: string): Promise<string> {
  const render = previous.then(() => renderAlone(template, url));
  previous = render.catch(() => undefined);
  return render;
}

async function renderAlone(template: string, url: string): Promise<string> {
  try {
    forgetListings();
    forgetEarlyReads();
    recordPageReads();
    const location = new URL(url, 'http://shop.invalid');
    const language = await loadPageLanguage(location.pathname);
    await preloadRoute(location);
    // An error inside a Suspense boundary would leave its fallback in the HTML, for the browser to
    // replace: a page with one is not worth sending; the caller answers the plain SPA instead.
    let failed: unknown;
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouter
          location={location.pathname + location.search}
          basename={languagePrefix(language) || undefined}
        >
          <AppRoutes />
        </StaticRouter>
      </StrictMode>,
      // One document: React would otherwise move a large page out of its Suspense boundary into a
      // later chunk (a fallback first, swapped by an inline script), which the browser then paints twice.
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          failed ??= error;
        },
      },
    );
    const html = await new Response(prelude).text();
    if (failed !== undefined) throw failed;
    const { reads, failed: readFailed } = takeRecordedReads();
    if (readFailed) throw new Error(`A Firestore read for ${url} failed or got no answer`);
    const readsScript =
      Object.keys(reads).length > 0
        ? `<script type="application/json" id="${PAGE_READS_ID}">${scriptJson(reads)}</script>`
        : '';
    if (!template.includes('<div id="root"></div>')) throw new Error('The template has no empty #root');
    return withLanguageHead(startScriptsAfterFirstPaint(template, pageChunksAt(location)), location).replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>${readsScript}`,
    );
  } finally {
    takeRecordedReads();
  }
}
