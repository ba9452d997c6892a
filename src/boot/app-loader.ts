// The inline script every page carries: it starts the app's JavaScript once the HTML has been
// parsed and the stylesheet has arrived (see main.tsx for the whole start-up path).
//
// This file is not imported as a module: the build bundles and minifies it into a string
// (`import source from './app-loader?inline-script'`, scripts/inline-script-plugin.ts) that the
// root route writes into the page. Keep it to browser APIs: no React, no imports that pull code.
import { applySavedStateHints, readSavedStateHints } from '../db/saved-state-hints'
import { APP_SCRIPTS_ATTRIBUTE, type AppScripts } from './app-scripts'
import { holdEarlyTaps } from './early-taps'

function append(tag: 'link' | 'script', properties: Partial<HTMLLinkElement & HTMLScriptElement>) {
  document.head.append(Object.assign(document.createElement(tag), properties))
}

/** Requests every script the page's JSON blocks list: module preloads first, then the entry. */
function requestScripts(): void {
  let entry: string | undefined
  for (const block of document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)) {
    const scripts = JSON.parse(block.textContent || '{}') as AppScripts
    entry = scripts.entry || entry
    for (const href of scripts.preloads) append('link', { rel: 'modulepreload', href })
  }
  if (entry) append('script', { type: 'module', src: entry })
}

// First, synchronously: whether this device's cart and orders are known empty, so the cart,
// checkout and order pages show their true first state from HTML (src/db/saved-state-hints.ts).
applySavedStateHints(readSavedStateHints())
// A tap on a button before the app has hydrated takes effect once it has (early-taps.ts).
holdEarlyTaps()

// Then the app's scripts, at once. This script is the last thing in the body, and an inline
// script waits for the stylesheet, so the page's HTML and CSS are already here and the first
// screen's images were asked for by the head's preloads: the network is free, and the browser
// lays out and paints the page while the scripts download. Waiting for the load event and a
// painted frame, as this did before, left the network idle during that work: on the home page
// of a slowed phone, 400-600 ms between the stylesheet's arrival and the first script request.
requestScripts()
