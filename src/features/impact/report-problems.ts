const alreadyReported = new Set<string>()

/**
 * Tells the charity's staff (in the console) which reports need fixing in Sanity. Each problem is
 * reported once per page view, however often the reports are loaded again (Retry, revisits).
 */
export function reportProblems(problems: readonly string[]): void {
  const fresh = problems.filter((problem) => !alreadyReported.has(problem))
  if (fresh.length === 0) return
  for (const problem of fresh) alreadyReported.add(problem)
  console.warn(
    `Donation reports: ${fresh.length} ${fresh.length === 1 ? 'document needs' : 'documents need'} attention in Sanity\n- ${fresh.join('\n- ')}`,
  )
}
