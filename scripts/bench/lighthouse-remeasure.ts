// Decides, from `lhci assert`'s results, whether a failed Lighthouse run deserves a second
// sample. The paint timings (and the performance score, should it be asserted again) are
// timings: on these shared machines the same build of / scored 0.83 in one run and 1.0 five
// minutes later, and a busy spell lasts minutes. Everything else we assert (accessibility, best
// practices, SEO, byte budgets, layout shift) comes out the same on every run, so measuring again
// could not change it, and a failure there is final at once.

/** The fields of an entry of .lighthouseci/assertion-results.json that we read. */
export interface AssertionResult {
  url: string
  auditId: string
  /** The part after the audit id, dot-joined: "performance" for categories:performance. */
  auditProperty?: string
  level: string
  passed: boolean
}

/** The asserted audits whose value is a timing of this machine's run. */
const TIMINGS: readonly string[] = ['first-contentful-paint', 'largest-contentful-paint']

const isTiming = (result: AssertionResult) =>
  TIMINGS.includes(result.auditId) ||
  (result.auditId === 'categories' && result.auditProperty === 'performance')

const isHardFailure = (result: AssertionResult) => !result.passed && result.level === 'error'

/**
 * The URLs to measure again: those with a timing over the bar, when timings are the only kind of
 * failure. Empty when nothing failed; undefined when something other than a timing
 * failed, since more runs would not change that.
 */
export function urlsToRemeasure(results: readonly AssertionResult[]): string[] | undefined {
  const failures = results.filter(isHardFailure)
  if (failures.some((result) => !isTiming(result))) return undefined
  return [...new Set(failures.map((result) => result.url))]
}
