import type { Plugin } from 'vite'
import { type FeedFacts, sessionsFeed } from '../../src/features/volunteer/sessions-feed'

interface FeedOptions {
  /** The volunteer page's absolute URL (each entry links to it). */
  pageUrl: string
  /** Where the feed is served, e.g. "/volunteer/sessions.ics". */
  src: string
  /** The session's facts and the collective's address, read with the rest of the content (scripts/content/). */
  facts: () => Promise<FeedFacts>
}

/**
 * Writes the volunteers' subscribable calendar into the build from the weekly rule, at build
 * time, like the Get help QR code: no server is needed to serve it, and the service worker
 * precaches it with the pages. The dev server answers the same path.
 */
export function volunteerFeedPlugin({ pageUrl, src, facts }: FeedOptions): Plugin {
  const fileName = src.replace(/^\//, '')
  return {
    name: 'food-collective:volunteer-feed',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName,
        source: await sessionsFeed(new Date(), pageUrl, await facts()),
      })
    },
    configureServer(server) {
      server.middlewares.use(src, (_request, response) => {
        void facts()
          .then((known) => sessionsFeed(new Date(), pageUrl, known))
          .then((text) => {
            response.setHeader('Content-Type', 'text/calendar; charset=utf-8')
            response.end(text)
          })
      })
    },
  }
}
