import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from '../lib/i18n/locales'
import { activateLocale } from '../lib/i18n/translate'
import { NOT_FOUND_SHELL_ATTRIBUTE } from '../lib/not-found-shell'
import { createAppRouter } from '../router'
import { fetchLaterScripts } from './fetch-later'

/**
 * Hydrates the prerendered document (docs/startup.md). RouterClient loads the current route's
 * code-split chunk before hydrating, so nothing flashes.
 */
export async function startApp(): Promise<void> {
  await activatePageLanguage()
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
  fetchLaterScripts()
}

/**
 * The page's language and its messages: <html lang> names the language (the not-found page,
 * served at any address, is in the language it was rendered in) and the head preloads its
 * catalog file, already downloading since the loader started the scripts, so this waits on no
 * new request. The other language's messages never reach the page.
 */
async function activatePageLanguage(): Promise<void> {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][href*="/i18n-${locale}-"]`,
  )
  if (!link) throw new Error('The page links no message catalog')
  const response = await fetch(link.href, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Message catalog ${link.href} answered ${response.status}`)
  activateLocale(locale, await response.json(), link.getAttribute('href') ?? '')
}
