/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { AppDatabase } from '../src/db/database'
import { flushOutboxInWorker, OUTBOX_SYNC_TAG } from '../src/db/outbox-background-sync'
import { IMPACT_REPORTS_CACHE } from '../src/lib/cache-names'
import { emailJsSettings } from '../src/lib/emailjs-config'
import { sanityProjectFromEnv } from '../src/lib/sanity-query'
import { savedContentTargets } from '../src/lib/saved-content'
import { isImpactReportsRequest } from './impact-reports-route'
import { asNotFound, isPrecacheable, NOT_FOUND_PAGE, notFoundPageAt } from './not-found-route'
import { handlePeriodicSync } from './periodic-refresh'
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
  ({ request, url }) => notFound(notFoundPageAt(url.pathname) ?? NOT_FOUND_PAGE, request),
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

// Every prerendered page, chunk, stylesheet and image of the build: the whole site opens offline.
// Query strings (?page=2, ?q=) are ignored when matching so /blog?page=2 still finds blog.html;
// cleanURLs (the default) maps /about to about.html.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })

// Old precaches from earlier Workbox versions would otherwise stay on the device forever.
cleanupOutdatedCaches()

// A navigation with no page of its own (an unknown URL) gets the not-found page from the
// precache, with status 404, rather than the browser's offline error; server endpoints are never
// intercepted.
registerRoute(
  new NavigationRoute(({ request }) => notFound(NOT_FOUND_PAGE, request), {
    denylist: [/^\/create-checkout-session/, /^\/healthz/, /^\/api\//],
  }),
)

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
// outbox the pages write. Leases in the database keep a message from going out twice when a
// tab flushes at the same moment.
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
// it): fetch the reports and the volunteer schedule again, so they are fresh when opened with no
// signal. The sample reports' address is made absolute here, where there is no page to resolve it.
interface PeriodicSyncEventLike extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const periodic = event as PeriodicSyncEventLike
  const targets = savedContentTargets(sanityProjectFromEnv(import.meta.env)).map((target) => ({
    ...target,
    url: new URL(target.url, self.location.origin).href,
  }))
  const refresh = handlePeriodicSync(periodic.tag, () => (outboxDb ??= new AppDatabase()), targets)
  if (refresh) periodic.waitUntil(refresh)
})
