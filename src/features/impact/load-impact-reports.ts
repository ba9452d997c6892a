import type { CachedReports } from '../../db/reports-cache'
import type { ImpactSummary } from './report'
import { summariseReports } from './summarise-reports'
import { validateReports } from './validate-reports'

export type ReportsOrigin = 'sanity' | 'sample'

/** What the page can show after one attempt to load the reports. */
export type ImpactReportsResult =
  | { status: 'loaded'; origin: ReportsOrigin; summary: ImpactSummary }
  | {
      status: 'cached'
      origin: ReportsOrigin
      summary: ImpactSummary
      savedAt: number
      /** True when the device is offline; false when the service failed. */
      offline: boolean
    }
  | { status: 'failed'; offline: boolean }

export interface LoadImpactReportsDeps {
  origin: ReportsOrigin
  fetchDocuments(signal?: AbortSignal): Promise<unknown[]>
  readCache(): Promise<CachedReports | null>
  writeCache(documents: unknown[]): Promise<void>
  isOnline(): boolean
  reportProblems(problems: readonly string[]): void
  logFailure(error: unknown): void
}

function summarise(documents: unknown[], deps: LoadImpactReportsDeps): ImpactSummary {
  const { reports, problems } = validateReports(documents)
  deps.reportProblems(problems)
  return summariseReports(reports)
}

/**
 * One attempt: the live answer when it comes, else the copy saved on the device with its date,
 * else a failure the page turns into a message with Retry. Never an empty timeline with total 0.
 * Offline, the saved copy is shown straight away rather than after a timeout; with no saved copy
 * the network is still tried, since a service worker may answer from its cache.
 */
export async function loadImpactReports(
  deps: LoadImpactReportsDeps,
  signal?: AbortSignal,
): Promise<ImpactReportsResult> {
  const fromCache = async (): Promise<ImpactReportsResult | null> => {
    const cached = await deps.readCache()
    if (!cached) return null
    return {
      status: 'cached',
      origin: deps.origin,
      summary: summarise(cached.documents, deps),
      savedAt: cached.savedAt,
      offline: !deps.isOnline(),
    }
  }

  if (!deps.isOnline()) {
    const cached = await fromCache()
    if (cached) return cached
  }

  try {
    const documents = await deps.fetchDocuments(signal)
    const summary = summarise(documents, deps)
    // A copy that cannot be saved costs only the offline fallback, never this answer.
    await deps.writeCache(documents).catch(() => {})
    return { status: 'loaded', origin: deps.origin, summary }
  } catch (error) {
    if (signal?.aborted) throw error
    deps.logFailure(error)
    return (await fromCache()) ?? { status: 'failed', offline: !deps.isOnline() }
  }
}
