// How a prerendered page starts its JavaScript: after the page has loaded and painted, not while
// it is still parsing.
//
// Every page is complete HTML (links work, text and images show) before any script runs, so the
// app's ~125 KB of script should not compete with what the visitor is waiting for. Requested by
// the preload scanner, it shared a slow phone connection with the stylesheet and the hero image,
// and Lighthouse's simulated load of / put the script downloads ahead of the largest paint.
// Each page lists its scripts as inert JSON blocks (see scripts/app-scripts.ts); the loader below
// requests them all at once (module preloads, then the entry) when the window has loaded and the
// next frame has painted, or after three seconds if a slow image holds the load event up.

/** Marks the JSON blocks that list a page's scripts. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts'

/** One JSON block: the root's names the entry and its imports, a route's its own chunks. */
export interface AppScripts {
  entry?: string
  preloads: string[]
}

/** How long an unfinished load event (a slow image) may hold the app back. */
const LOAD_FALLBACK_MS = 3000

/**
 * The inline loader, the same text on every page and in both builds (one CSP hash; React
 * hydrates it as is). Readable form:
 *
 *   let started = false
 *   function start() {
 *     let entry
 *     for (const block of document.querySelectorAll('script[data-app-scripts]')) {
 *       const scripts = JSON.parse(block.textContent)
 *       entry = scripts.entry || entry
 *       for (const href of scripts.preloads) head.append(<link rel=modulepreload href>)
 *     }
 *     if (entry) head.append(<script type=module src=entry>)
 *   }
 *   function afterNextPaint() { if (!started) { started = true; requestAnimationFrame(() => setTimeout(start)) } }
 *   if (document.readyState === 'complete') afterNextPaint()
 *   else { addEventListener('load', afterNextPaint, { once: true }); setTimeout(afterNextPaint, 3000) }
 */
export const APP_LOADER_SOURCE =
  '(function(){var d=document,s=!1;' +
  'function e(t,p){var n=d.createElement(t);for(var k in p)n[k]=p[k];d.head.append(n)}' +
  'function g(){var m;' +
  `d.querySelectorAll("script[${APP_SCRIPTS_ATTRIBUTE}]").forEach(function(b){` +
  'var j=JSON.parse(b.textContent||"{}");m=j.entry||m;' +
  '(j.preloads||[]).forEach(function(h){e("link",{rel:"modulepreload",href:h})})});' +
  'm&&e("script",{type:"module",src:m})}' +
  'function a(){s||(s=!0,requestAnimationFrame(function(){setTimeout(g,0)}))}' +
  'd.readyState=="complete"?a():(addEventListener("load",a,{once:!0}),' +
  `setTimeout(a,${LOAD_FALLBACK_MS}))})()`
