// The inline script every page carries: it starts the app's JavaScript once the page has loaded
// and painted, not while the HTML is still parsing (docs/startup.md tells the whole start-up path).
//
// This file is not imported as a module: the build bundles and minifies it into a string
// (`import source from './app-loader?inline-script'`, scripts/build/inline-script-plugin.ts) that the
// root route writes into the page. Keep it to browser APIs: no React, no imports that pull code.
import { applySavedStateHints, readSavedStateHints } from '../db/saved-state-hints'
import { appLaunchTarget } from '../lib/i18n/app-launch'
import { LANGUAGE_CHOICE_KEY } from '../lib/i18n/language-choice'
import {
  APP_SCRIPTS_ATTRIBUTE,
  type AppScripts,
  INTL_WARM_UP,
  LOAD_FALLBACK_MS,
} from './app-scripts'
import { holdEarlyTaps } from './early-taps'

let started = false

function append(tag: 'link' | 'script', properties: Partial<HTMLLinkElement & HTMLScriptElement>) {
  document.head.append(Object.assign(document.createElement(tag), properties))
}

/** Requests every script the page's JSON blocks list: module preloads first, then the entry. */
function requestScripts(): void {
  new Worker(INTL_WARM_UP)
  let entry: string | undefined
  for (const block of document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)) {
    const scripts = JSON.parse(block.textContent || '{}') as AppScripts
    entry = scripts.entry || entry
    for (const href of scripts.preloads) append('link', { rel: 'modulepreload', href })
  }
  if (entry) append('script', { type: 'module', src: entry })
}

/** Once only (the load event and the fallback may both fire), after the next frame is painted. */
function startAfterNextPaint(): void {
  if (started) return
  started = true
  requestAnimationFrame(() => setTimeout(requestScripts, 0))
}

/**
 * The language the visitor last chose with the header's switch, if storage allows reading it.
 * Not language-choice.ts's rememberedLanguage(): its locale check would lengthen every page.
 */
function chosenLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY)
  } catch {
    return null
  }
}

// An installed app opened in the language the visitor has since switched away from goes to the
// other language's home page, before anything of this one starts (src/lib/i18n/app-launch.ts).
const launchTarget = appLaunchTarget(location.pathname, location.search, chosenLanguage())
if (launchTarget) location.replace(launchTarget)
else {
  // First, synchronously: whether this device's cart and orders are known empty, so the cart,
  // checkout and order pages show their true first state from HTML (src/db/saved-state-hints.ts).
  applySavedStateHints(readSavedStateHints())
  // A tap on a button before the app has hydrated takes effect once it has (early-taps.ts).
  holdEarlyTaps()

  if (document.readyState === 'complete') startAfterNextPaint()
  else {
    addEventListener('load', startAfterNextPaint, { once: true })
    setTimeout(startAfterNextPaint, LOAD_FALLBACK_MS)
  }
}
