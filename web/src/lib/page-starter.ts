/**
 * The inline script that starts a rendered page's JavaScript after its first paint (server.tsx,
 * startScriptsAfterFirstPaint). Its text is the same in every page and every build: what varies (the
 * entry script, the module preloads, the attribute that marks the page ready) travels in its own
 * data-* attributes. So its CSP hash is a constant that Hosting's static headers can hold
 * (scripts/hosting-config.ts), and no page needs 'unsafe-inline' for scripts.
 */
export const PAGE_STARTER_SCRIPT =
  '(function(){var own=document.currentScript.dataset;' +
  'document.addEventListener("submit",function(event){' +
  'if(!document.documentElement.hasAttribute(own.readyAttribute))event.preventDefault()},true);' +
  'var started=false;function start(){if(started)return;started=true;' +
  'JSON.parse(own.preloads).forEach(function(href){var link=document.createElement("link");' +
  'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)});' +
  'var script=document.createElement("script");script.type="module";script.crossOrigin="";' +
  'script.src=own.entry;document.head.append(script)}' +
  'requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,500)})()';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The starter as a <script> element for `entry` and its module `preloads`. */
export function pageStarterTag(entry: string, preloads: readonly string[], readyAttribute: string): string {
  return (
    `<script data-entry="${attribute(entry)}" data-preloads="${attribute(JSON.stringify(preloads))}" ` +
    `data-ready-attribute="${attribute(readyAttribute)}">${PAGE_STARTER_SCRIPT}</script>`
  );
}
