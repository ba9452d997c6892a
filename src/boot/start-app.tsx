import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from '../lib/i18n/locales'
import { CATALOG_ELEMENT_ID } from '../lib/i18n/page-catalog-id'
import { activateLocale } from '../lib/i18n/translate'
import { NOT_FOUND_SHELL_ATTRIBUTE } from '../lib/not-found-shell'
import { createAppRouter } from '../router'

/**
 * Hydrates the prerendered document (step 4 of the start-up path told in main.tsx).
 * RouterClient loads the current route's code-split chunk before hydrating, so nothing flashes.
 */
export function startApp(): void {
  // The page's language and its messages, written into the HTML by the prerender: the
  // browser never downloads a catalog, and the other language's messages never reach this page.
  const catalog = document.getElementById(CATALOG_ELEMENT_ID)?.textContent ?? '{}'
  // <html lang> says which language those messages are in (the not-found page, served at any
  // address, is in the language it was rendered in).
  const lang = document.documentElement.lang
  activateLocale(isLocale(lang) ? lang : DEFAULT_LOCALE, JSON.parse(catalog))
  const router = createAppRouter()
  if (document.documentElement.hasAttribute(NOT_FOUND_SHELL_ATTRIBUTE)) {
    // The not-found page, served at an address it was not rendered for: render, don't hydrate.
    // Loading first means React's first commit, which replaces the served page, is already the
    // whole page: nothing blank flashes in between.
    // Should loading fail (e.g. a chunk that is gone), render anyway: the router shows its error.
    void router
      .load()
      .catch(() => undefined)
      .then(() => createRoot(document).render(<RouterProvider router={router} />))
    return
  }
  // As a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating the whole page in one long task, so a tap during start-up
  // is answered and the page's blocking time drops.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, {
      // A hydration mismatch makes React re-render on the client and continue; say so loudly, so
      // the end-to-end suite (which fails on any console error) catches it in every build mode.
      onRecoverableError: (error) => {
        console.error('[hydration] recoverable error:', error)
      },
    })
  })
}
