// Decides, from `lhci assert`'s results, whether a failed Lighthouse run deserves a second
// sample. Only the performance score is a timing: on these shared machines the same build of /
// scored 0.83 in one run and 1.0 five minutes later, and a busy spell lasts minutes. Everything
// else we assert (accessibility, best practices, SEO, byte budgets) comes out the same on every
// run, so measuring again could not change it, and a failure there is final at once.

/** The fields of an entry of .lighthouseci/assertion-results.json that we read. */
export interface AssertionResult {
  url: string
  auditId: string
  /** The part after the audit id, dot-joined: "performance" for categories:performance. */
  auditProperty?: string
  level: string
  passed: boolean
}

const isPerformanceScore = (result: AssertionResult) =>
  result.auditId === 'categories' && result.auditProperty === 'performance'

const isHardFailure = (result: AssertionResult) => !result.passed && result.level === 'error'

/**
 * The URLs to measure again: those whose performance score was below the bar, when that is the
 * only kind of failure. Empty when nothing failed; undefined when something other than a timing
 * failed, since more runs would not change that.
 */
export function urlsToRemeasure(results: readonly AssertionResult[]): string[] | undefined {
  const failures = results.filter(isHardFailure)
  if (failures.some((result) => !isPerformanceScore(result))) return undefined
  return [...new Set(failures.map((result) => result.url))]
}
