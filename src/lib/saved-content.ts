import { SANITY_API_VERSION, type SanityProject } from './sanity-query'

/**
 * The answers the site keeps on the device for offline use (the Impact reports, the volunteer
 * schedule's changes): their queries, where each is kept, and where to fetch it again. Shared by
 * the pages that read them and by the background refresh (Periodic Background Sync in the
 * service worker, or the installed app's own start-up), which must write exactly what the pages
 * read.
 */

/** The Impact page's query; its fields are the `report` schema's. */
export const REPORTS_QUERY =
  '*[_type == "report"]{_id, date, produce, meat, dairy, grocerySelfStable, baked, prepared, riceAndBeans, gleanersProduce}'

/** The volunteer page's query; its fields are the `packingSession` schema's. */
export const SESSIONS_QUERY =
  '*[_type == "packingSession"]{_id, date, startTime, endTime, title, place, note, cancelled}'

/** Bundled with the site (and precached): shown when no Sanity project is configured. */
export const SAMPLE_REPORTS_URL = '/data/reports.sample.json'

export const REPORTS_SAMPLE_KEY = 'impact-reports:sample'

export function reportsKey(project: SanityProject): string {
  return `impact-reports:sanity:${project.projectId}:${project.dataset}`
}

export function sessionsKey(project: SanityProject): string {
  return `packing-sessions:sanity:${project.projectId}:${project.dataset}`
}

/** Sanity's HTTP query endpoint (its CDN), for a plain fetch without the client library. */
export function sanityQueryUrl(project: SanityProject, query: string): string {
  const host = project.apiHost ?? `https://${project.projectId}.apicdn.sanity.io`
  const params = new URLSearchParams({ query, perspective: 'published' })
  return `${host.replace(/\/+$/, '')}/v${SANITY_API_VERSION}/data/query/${project.dataset}?${params}`
}

export interface SavedContentTarget {
  /** The cache table's key the page reads. */
  key: string
  url: string
  /** Sanity wraps its answer in { result }; the sample file is the list itself. */
  answer: 'sanity' | 'list'
}

/** What the background refresh fetches for this build. */
export function savedContentTargets(project: SanityProject | null): SavedContentTarget[] {
  if (!project) return [{ key: REPORTS_SAMPLE_KEY, url: SAMPLE_REPORTS_URL, answer: 'list' }]
  return [
    { key: reportsKey(project), url: sanityQueryUrl(project, REPORTS_QUERY), answer: 'sanity' },
    { key: sessionsKey(project), url: sanityQueryUrl(project, SESSIONS_QUERY), answer: 'sanity' },
  ]
}

/** The tag of the periodic refresh; the page registers it, the service worker answers it. */
export const PERIODIC_REFRESH_TAG = 'refresh-saved-content'

/**
 * Twelve hours: fresh numbers for the Sunday session whenever the phone last had a signal, and
 * only a couple of requests a day. The browser may wait longer (it decides from how the app is
 * used), never less.
 */
export const PERIODIC_REFRESH_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000
