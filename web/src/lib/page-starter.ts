/**
 * The inline script that starts a rendered page's JavaScript after its first paint (server.tsx,
 * startScriptsAfterFirstPaint). It waits for the browser's report of the first contentful paint, so
 * the first frame is on screen before any script downloads: a frame asked for (requestAnimationFrame)
 * is not yet shown, and on a busy phone the scripts then started up to 270 ms before it (Lighthouse
 * then counts their download into the first and largest paint: 2.5-2.7 s in two of four runs of
 * /products). A hidden tab paints nothing: it starts them after half a second; a browser without
 * paint timing after the next frame; any page after 3 s at the latest (a tab hidden before its
 * first frame draws none). It asks for all of them in one task: a product page's 18 asked for four
 * per task gave Lighthouse a median Total Blocking Time of 506 ms against 279 ms in one task (six
 * interleaved runs each): every further task is one more a busy phone stretches past 50 ms.
 * Its text is the same in every page and every build: what varies (the
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
  'setTimeout(start,3000);if(document.visibilityState==="hidden"){setTimeout(start,500);return}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;' +
  'if(!types||types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(start)});return}' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}})' +
  '.observe({type:"paint",buffered:true})})()';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The starter as a <script> element for `entry` and its module `preloads`. */
export function pageStarterTag(entry: string, preloads: readonly string[], readyAttribute: string): string {
  return (
    `<script data-entry="${attribute(entry)}" data-preloads="${attribute(JSON.stringify(preloads))}" ` +
    `data-ready-attribute="${attribute(readyAttribute)}">${PAGE_STARTER_SCRIPT}</script>`
  );
}
