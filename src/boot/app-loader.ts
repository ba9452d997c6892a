// The inline script every page carries: it starts the app's JavaScript once the page has painted
// its first frame, not while the HTML is still parsing (see main.tsx for the whole start-up path).
//
// This file is not imported as a module: the build bundles and minifies it into a string
// (`import source from './app-loader?inline-script'`, scripts/inline-script-plugin.ts) that the
// root route writes into the page. Keep it to browser APIs: no React, no imports that pull code.
import { applySavedStateHints, readSavedStateHints } from '../db/saved-state-hints'
import { APP_SCRIPTS_ATTRIBUTE, type AppScripts } from './app-scripts'
import { holdEarlyTaps } from './early-taps'

/** Adds a request for a script at low priority: images still loading keep the bandwidth first. */
function append(tag: 'link' | 'script', properties: Partial<HTMLLinkElement & HTMLScriptElement>) {
  const element = Object.assign(document.createElement(tag), properties)
  element.setAttribute('fetchpriority', 'low')
  document.head.append(element)
}

/** Requests every script the page's JSON blocks list: module preloads first, then the entry. */
function requestScripts(): void {
  let entry: string | undefined
  for (const block of document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)) {
    const scripts = JSON.parse(block.textContent || '{}') as AppScripts
    entry = scripts.entry || entry
    for (const href of scripts.preloads) {
      append('link', { rel: 'modulepreload', href })
    }
  }
  if (entry) append('script', { type: 'module', src: entry })
}

// First, synchronously: whether this device's cart and orders are known empty, so the cart,
// checkout and order pages show their true first state from HTML (src/db/saved-state-hints.ts).
applySavedStateHints(readSavedStateHints())
// A tap on a button before the app has hydrated takes effect once it has (early-taps.ts).
holdEarlyTaps()

// The loader is the last thing in the body: the page is parsed. Once its first frame is painted
// (a timeout queued from requestAnimationFrame runs after that frame), the scripts are requested.
// Waiting for the load event as well (every image) held a slow phone's app back by the images'
// download time, while a tap in that gap did nothing.
requestAnimationFrame(() => setTimeout(requestScripts, 0))
