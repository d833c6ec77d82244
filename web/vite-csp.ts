// The Content-Security-Policy admits inline scripts by hash only (domain/src/security-headers.ts).
// Hosting's headers are literal (firebase.json) and hold the page starter's hash; this plugin computes
// the sha256 of every inline script in the built HTML and fails the build on one the policy does not
// admit, so a new inline script cannot ship to be blocked in every browser.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { inlineScripts } from '../domain/src/security-headers.ts';
import { PAGE_STARTER_SCRIPT } from './src/lib/page-starter.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The inline scripts Hosting's policy admits: the page starter (scripts/hosting-config.ts). */
const admitted = new Set([sha256(PAGE_STARTER_SCRIPT)]);

/** Throws when `html` (the page `name`) has an inline script whose hash the policy does not list. */
export function assertInlineScriptsAdmitted(html: string, name: string): void {
  for (const script of inlineScripts(html)) {
    const hash = sha256(script);
    if (!admitted.has(hash)) {
      throw new Error(
        `${name} has an inline script the Content-Security-Policy does not admit (sha256-${hash}): ` +
          `move it into a module, or give it constant text and add its hash (scripts/hosting-config.ts).`,
      );
    }
  }
}

/** Checks the built index.html (the dev server's HTML has Vite's own inline scripts and no CSP). */
export function inlineScriptHashes(): Plugin {
  return {
    name: 'inline-script-hashes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        assertInlineScriptsAdmitted(html, 'index.html');
      },
    },
  };
}
