import { type LiveOrSavedDeps, loadLiveOrSaved } from '../../lib/live-or-saved'
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

export interface LoadImpactReportsDeps extends LiveOrSavedDeps {
  origin: ReportsOrigin
  reportProblems(problems: readonly string[]): void
}

function summarise(documents: unknown[], deps: LoadImpactReportsDeps): ImpactSummary {
  const { reports, problems } = validateReports(documents)
  deps.reportProblems(problems)
  return summariseReports(reports)
}

/**
 * One attempt (loadLiveOrSaved): the live answer, else the copy saved on the device with its
 * date, else a failure the page turns into a message with Retry. Never an empty timeline with
 * total 0.
 */
export async function loadImpactReports(
  deps: LoadImpactReportsDeps,
  signal?: AbortSignal,
): Promise<ImpactReportsResult> {
  const result = await loadLiveOrSaved(deps, (documents) => summarise(documents, deps), signal)
  if (result.status === 'none') return { status: 'failed', offline: result.offline }
  const { value: summary, ...rest } = result
  return { ...rest, origin: deps.origin, summary }
}
