import { type LiveOrSaved, type LiveOrSavedDeps, loadLiveOrSaved } from '../../lib/live-or-saved'
import type { ImpactSummary } from './report'
import { summariseReports } from './summarise-reports'
import { validateReports } from './validate-reports'

/**
 * What the page can show after one attempt to load the reports: the live answer, the copy saved
 * on the device with its date, or nothing ('none'), which the page turns into a message with
 * Retry: never an empty timeline with total 0.
 */
export type ImpactReportsResult = LiveOrSaved<ImpactSummary>

export interface LoadImpactReportsDeps extends LiveOrSavedDeps {
  reportProblems(problems: readonly string[]): void
}

/** One attempt (loadLiveOrSaved), the answer's documents checked and added up. */
export function loadImpactReports(
  deps: LoadImpactReportsDeps,
  signal?: AbortSignal,
): Promise<ImpactReportsResult> {
  const summarise = (documents: unknown[]) => {
    const { reports, problems } = validateReports(documents)
    deps.reportProblems(problems)
    return summariseReports(reports)
  }
  return loadLiveOrSaved(deps, summarise, signal)
}
