/**
 * The Firestore answers a server render used (server.tsx), embedded in the page's HTML and handed
 * back to the same reads in the browser (firestore-rest.ts `call`), each once: the hydration then
 * renders exactly what the server rendered, without asking Firestore again first.
 */

/** The id of the <script type="application/json"> that carries them. */
export const PAGE_READS_ID = 'page-reads';

/** Firestore's answer to one read: its HTTP status and its JSON (an error's too). */
export type PageRead = { status: number; result: unknown };

/** One read: its path and, for a query, its body. */
export const pageReadKey = (path: string, body: unknown): string =>
  body === undefined ? path : `${path} ${JSON.stringify(body)}`;

const reads = new Map<string, PageRead>();
let recording = false;
/** A read of the render that got no answer at all (the network), since recordPageReads. */
let unanswered = false;

/** Server: keeps every answer from here on (the render is one page; server.tsx clears them after). */
export function recordPageReads(): void {
  reads.clear();
  unanswered = false;
  recording = true;
}

/**
 * Server: the answers kept since recordPageReads, and stops keeping them. `failed` when one was an
 * error other than "no such document", or never came: a page rendered from it would show that
 * error to every visitor the CDN serves it to, so the caller sends the plain SPA instead.
 */
export function takeRecordedReads(): { reads: Record<string, PageRead>; failed: boolean } {
  const recorded = Object.fromEntries(reads);
  const failed = unanswered || Object.values(recorded).some(({ status }) => status > 299 && status !== 404);
  reads.clear();
  recording = false;
  return { reads: recorded, failed };
}

export function keepPageRead(key: string, answer: PageRead): void {
  if (recording) reads.set(key, answer);
}

/** Server: a read got no answer (fetch failed). */
export function notePageReadUnanswered(): void {
  if (recording) unanswered = true;
}

/** Browser: the answers the server embedded in this page, before the first read. */
export function restorePageReads(): void {
  const script = document.getElementById(PAGE_READS_ID);
  if (!script?.textContent) return;
  try {
    for (const [key, answer] of Object.entries(JSON.parse(script.textContent) as Record<string, PageRead>))
      reads.set(key, answer);
  } catch (error) {
    console.warn('The page’s embedded reads could not be read; reading them again', error);
  }
  script.remove();
}

/** Browser: the embedded answer to this read, once (later reads ask Firestore). */
export function takePageRead(key: string): PageRead | undefined {
  if (recording) return undefined;
  const answer = reads.get(key);
  reads.delete(key);
  return answer;
}
