/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { refreshSavedContent } from '../src/db/content-refresh'
import { AppDatabase } from '../src/db/database'
import { flushOutboxInWorker, OUTBOX_SYNC_TAG } from '../src/db/outbox-background-sync'
import { IMPACT_REPORTS_CACHE } from '../src/lib/cache-names'
import { config } from '../src/lib/client-config'
import { emailJsSettings } from '../src/lib/emailjs-config'
import { catalogLocaleOf } from '../src/lib/i18n/catalog-files'
import { LOCALES, type Locale, localeOfPath } from '../src/lib/i18n/locales'
import { isKnownPage, KNOWN_PAGES_FILE, type KnownPages } from '../src/lib/known-pages'
import { type ListedPage, pageListFile, pagesCacheName } from '../src/lib/offline-install'
import { sanityProject } from '../src/lib/sanity-query'
import { PERIODIC_REFRESH_TAG, savedContentTargets } from '../src/lib/saved-content'
import { isImpactReportsRequest } from './impact-reports-route'
import { cachePages, languagePage, languagesOf, requestedLanguage } from './language-pages'
import { asNotFound, isPrecacheable, notFoundPageAt, notFoundPageFor } from './not-found-route'
import { asOffline, offlinePageFor, savedPages } from './offline-page'
import {
  isReadFile,
  READ_FILES_CACHE,
  READ_FILES_LIMIT,
  READ_PAGES_CACHE,
  READ_PAGES_LIMIT,
  refreshReadPages,
} from './read-pages'
import { isSessionsFeedRequest, networkFirstFeed } from './sessions-feed-route'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

/** A precached not-found page with status 404; the network's answer if it is not precached. */
async function notFound(page: string, request: Request): Promise<Response> {
  const cached = await matchPrecache(page)
  return cached ? asNotFound(cached) : fetch(request)
}

// The not-found page's own addresses (/404) are precached like pages, but answer 404: this route
// comes before the precache's own, which would answer them with 200.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    notFoundPageAt(url.pathname) !== undefined,
  ({ request, url }) =>
    notFound(notFoundPageAt(url.pathname) ?? notFoundPageFor(url.pathname), request),
)

// The server answers the not-found pages with 404; the precache must still keep them (by default
// it refuses any answer of 400 or more, and the install would fail).
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      isPrecacheable(request.url, response) ? response : null,
  },
])

// The volunteers' feed: the server's copy carries the staff's latest changes, the precached one
// only the weekly rule, so the network is asked first. Registered before the precache's route,
// which would otherwise answer it.
registerRoute(
  ({ url }) => isSessionsFeedRequest(url, self.location.origin),
  ({ request, url }) =>
    networkFirstFeed(request, {
      fetch: (feedRequest, init) => fetch(feedRequest, init),
      precached: () => matchPrecache(url.pathname),
    }),
)

// Each language's messages file (which every page reads before it hydrates) is kept with that
// language's pages, not in the precache: from there, else the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin && catalogLocaleOf(url.pathname) !== undefined,
  async ({ request }) =>
    (await languagePage(request, caches, (file) => fetch(file))) ?? Response.error(),
)

// The build's chunks, stylesheets, images and data, and the not-found and offline pages. Query
// strings (?page=2, ?q=) are ignored when matching; cleanURLs (the default) maps /about to
// about.html.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })

// Old precaches from earlier Workbox versions would otherwise stay on the device forever.
cleanupOutdatedCaches()

// The files of the pages the install leaves out (a post's text, uploaded images), once read.
registerRoute(
  ({ url }) => isReadFile(url, self.location.origin),
  new CacheFirst({
    cacheName: READ_FILES_CACHE,
    plugins: [new ExpirationPlugin(READ_FILES_LIMIT)],
  }),
)

/** Addresses the server answers itself: never a page, never intercepted. */
const SERVER_ENDPOINTS = [/^\/create-checkout-session/, /^\/healthz/, /^\/api\//]

/** Every address the build wrote a page for (src/lib/known-pages.ts), read once per version. */
let knownPages: Promise<KnownPages> | undefined
function loadKnownPages(): Promise<KnownPages> {
  knownPages ??= (async () => {
    const listed = (await matchPrecache(KNOWN_PAGES_FILE)) ?? (await fetch(`/${KNOWN_PAGES_FILE}`))
    return (await listed.json()) as KnownPages
  })().catch((error: unknown) => {
    // Not this time (offline before the precache had it): the next navigation tries again.
    knownPages = undefined
    throw error
  })
  return knownPages
}

/**
 * With no network and no copy: a page the build wrote gets the offline page (503) listing the
 * pages this device has; an unknown address the not-found page (404).
 */
async function notReachable(request: Request, pathname: string): Promise<Response> {
  const known = await loadKnownPages().catch(() => undefined)
  const shell =
    known && isKnownPage(known, pathname) && (await matchPrecache(offlinePageFor(pathname)))
  if (!shell) return notFound(notFoundPageFor(pathname), request)
  const locale = localeOfPath(pathname)
  return asOffline(shell, await savedPages(caches, locale))
}

// Pages the install leaves out, once read: the network first (they are not kept up to date like
// the installed ones), this copy when offline.
const readPages = new NetworkFirst({
  cacheName: READ_PAGES_CACHE,
  // As for the installed pages: /blog-single/x?ref=… is the page read as /blog-single/x.
  matchOptions: { ignoreSearch: true },
  plugins: [new ExpirationPlugin(READ_PAGES_LIMIT)],
})

// Pages: from their language's cache (sw/language-pages.ts), else the network (keeping what is
// read), else the copy read before, else the offline or not-found page in the address's language.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !SERVER_ENDPOINTS.some((endpoint) => endpoint.test(url.pathname)),
  async ({ request, url, event }) =>
    (await languagePage(request, caches, (page) => readPages.handle({ request: page, event }))) ??
    notReachable(request, url.pathname),
)

/** Downloads (or brings up to date) one language's pages for offline use. */
async function keepPages(locale: Locale): Promise<void> {
  const url = `/${pageListFile(locale)}`
  const listed = (await matchPrecache(url)) ?? (await fetch(url))
  const list = (await listed.json()) as ListedPage[]
  await cachePages(locale, list, self.location.origin, caches, (page) => fetch(page))
}

// Installing: the pages of the language the visitor is reading (the page that registered the
// worker), and every language already kept, brought up to date before this version takes over
// so they never point at scripts the new precache no longer has.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const kept = await Promise.all(LOCALES.map((locale) => caches.has(pagesCacheName(locale))))
      const locales = new Set([
        ...languagesOf(windows.map((client) => client.url)),
        ...LOCALES.filter((_, index) => kept[index]),
      ])
      for (const locale of locales) await keepPages(locale)
      const known = await loadKnownPages()
      await refreshReadPages(
        await caches.open(READ_PAGES_CACHE),
        (pathname) => isKnownPage(known, pathname),
        (page) => fetch(page),
      )
    })(),
  )
})

// A page asks for its language once the worker is active (features/pwa): after a switch, the
// other language's pages download in the background.
self.addEventListener('message', (event) => {
  const locale = requestedLanguage(event.data)
  if (locale) event.waitUntil(keepPages(locale).catch(() => undefined))
})

// Impact reports: answer at once from the last copy (so the page works offline), refresh behind.
registerRoute(
  ({ url }) => isImpactReportsRequest(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: IMPACT_REPORTS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
)

// The first install takes control of the open page at once, so it works offline straight away.
clientsClaim()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Messages written while offline (contact messages, volunteer sign-ups and cancellations, all in
// src/db's one outbox): Background Sync wakes the worker
// once the network is back, even with the site's tabs closed, and it flushes the same Dexie
// outbox the pages write, inside the same Web Lock as the pages, so a message never goes out
// twice when a tab flushes at the same moment.
interface SyncEventLike extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}
let outboxDb: AppDatabase | undefined
self.addEventListener('sync', (event) => {
  const sync = event as SyncEventLike
  if (sync.tag !== OUTBOX_SYNC_TAG || !emailJsSettings) return
  outboxDb ??= new AppDatabase()
  sync.waitUntil(flushOutboxInWorker(outboxDb, emailJsSettings, { lastChance: sync.lastChance }))
})

// Periodic Background Sync (the installed app, where the browser offers it; the page registers
// it): when the browser wakes the worker with the refresh tag (about every 12 hours at most, for
// an installed app it sees used), fetch the reports and the volunteer schedule again and keep
// them where the pages read them, so they are fresh when opened with no signal. Other tags are
// not ours. The sample reports' address is made absolute here, where there is no page to resolve it.
interface PeriodicSyncEventLike extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const periodic = event as PeriodicSyncEventLike
  if (periodic.tag !== PERIODIC_REFRESH_TAG) return
  const targets = savedContentTargets(sanityProject(config)).map((target) => ({
    ...target,
    url: new URL(target.url, self.location.origin).href,
  }))
  outboxDb ??= new AppDatabase()
  periodic.waitUntil(refreshSavedContent(outboxDb, targets))
})
