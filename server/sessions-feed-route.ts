import { Hono } from 'hono'
import type { PackingSessionDocument } from '../src/features/volunteer/session-documents'
import { validateSessionDocuments } from '../src/features/volunteer/session-documents'
import { type FeedFacts, sessionsFeed } from '../src/features/volunteer/sessions-feed'
import type { SanityProject } from '../src/lib/sanity-query'
import { SESSIONS_QUERY, sanityQueryUrl } from '../src/lib/saved-content'
import { VOLUNTEER_FEED_PATH } from '../src/lib/volunteer-page'

interface SessionsFeedOptions {
  project: SanityProject
  /** The volunteer page's absolute URL, as the build wrote it into every entry. */
  pageUrl: string
  /**
   * The session's facts and where it usually is, as the served build recorded them
   * (server/build-record.ts); undefined for a build without them, which keeps its own file.
   */
  facts: () => FeedFacts | undefined
  /** Told once per failed refresh; the feed is still answered. */
  logFailure?: (error: unknown) => void
}

/** How long one answer from Sanity is reused. */
export const FEED_FRESH_MS = 5 * 60_000
/** How long to wait for Sanity before answering from what is already known. */
const FEED_TIMEOUT_MS = 5_000

/**
 * The subscribable schedule with the staff's changes: the build writes /volunteer/sessions.ics
 * from the weekly rule alone, so a Sunday cancelled in Sanity would never reach a subscribed
 * calendar until the next deploy. With a Sanity project configured, the server answers that
 * address itself, from Sanity's documents (asked at most once per FEED_FRESH_MS, shared by
 * concurrent requests), keeping the last good answer for when Sanity fails. With nothing ever
 * fetched and Sanity down, the request falls through to the built file, so the feed is never
 * missing.
 */
export function sessionsFeedRoute(options: SessionsFeedOptions): Hono {
  const logFailure = options.logFailure ?? (() => {})
  let known: { documents: PackingSessionDocument[]; fetchedAt: number } | undefined
  let inFlight: Promise<void> | undefined

  const refresh = async () => {
    const response = await fetch(sanityQueryUrl(options.project, SESSIONS_QUERY), {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`Sanity answered ${response.status}`)
    const answer = (await response.json()) as { result?: unknown }
    if (!Array.isArray(answer.result)) throw new Error('Sanity answered without a result list')
    known = { documents: validateSessionDocuments(answer.result).sessions, fetchedAt: Date.now() }
  }

  const documents = async () => {
    if (!known || Date.now() - known.fetchedAt >= FEED_FRESH_MS) {
      inFlight ??= refresh()
        .catch(logFailure)
        .finally(() => {
          inFlight = undefined
        })
      await inFlight
    }
    return known?.documents
  }

  const app = new Hono()
  app.on(['GET', 'HEAD'], VOLUNTEER_FEED_PATH, async (c, next) => {
    const facts = options.facts()
    if (!facts) return next()
    const current = await documents()
    if (!current) return next()
    const text = await sessionsFeed(new Date(), options.pageUrl, facts, current)
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Calendar apps poll on their own schedule; a short lifetime keeps a cancellation moving.
      'Cache-Control': `public, max-age=${FEED_FRESH_MS / 1000}`,
    })
  })
  return app
}
