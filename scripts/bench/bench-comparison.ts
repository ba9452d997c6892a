// The table `npm run bench -- --ab` prints: per metric and page, the medians of build A (before)
// and B (after), B − A, and whether B keeps to the rule a change is judged by (docs/testing.md,
// "Is it faster?"): a Lighthouse performance score within SCORE_TOLERANCE of A's on every page,
// hydration within HYDRATION_TOLERANCE of A's time, start-up JS within the byte budget. The
// blocking time has no verdict of its own: it is part of the score, shown to explain a change.

const SCORE_TOLERANCE = 0.02
const HYDRATION_TOLERANCE = 0.05

/** One build's medians, as bench-ab.ts measures them. */
export interface BuildFigures {
  lighthouse: readonly { url: string; performance: number; cpuBlockingMs: number }[]
  hydration: readonly { route: string; hydratedMs: number }[]
  startupJs: readonly { route: string; jsGzip: number }[]
}

type Verdict = 'ok' | 'FAILS' | ''

interface ComparisonRow {
  metric: string
  page: string
  a: number
  b: number
  /** B − A. */
  difference: number
  verdict: Verdict
}

/** What makes B's figure acceptable, given A's; undefined for a metric shown without a verdict. */
type Rule = ((a: number, b: number) => boolean) | undefined

export function compareBuilds(
  a: BuildFigures,
  b: BuildFigures,
  startupJsBudget: number,
): ComparisonRow[] {
  // Per metric: each page's figure in one build's medians, and the rule B's figure keeps to.
  const metrics: [string, (figures: BuildFigures) => [string, number][], Rule][] = [
    [
      'Lighthouse performance',
      (figures) => figures.lighthouse.map((row) => [row.url, row.performance]),
      (before, after) => round(after - before) >= -SCORE_TOLERANCE,
    ],
    [
      'blocking, CPU ms',
      (figures) => figures.lighthouse.map((row) => [row.url, row.cpuBlockingMs]),
      undefined,
    ],
    [
      'hydrated, ms',
      (figures) => figures.hydration.map((row) => [row.route, row.hydratedMs]),
      (before, after) => after <= before * (1 + HYDRATION_TOLERANCE),
    ],
    [
      'start-up JS, gzip B',
      (figures) => figures.startupJs.map((row) => [row.route, row.jsGzip]),
      (_, after) => after <= startupJsBudget,
    ],
  ]
  return metrics.flatMap(([metric, figuresOf, rule]) => {
    const [ofA, ofB] = [new Map(figuresOf(a)), new Map(figuresOf(b))]
    return [...new Set([...ofA.keys(), ...ofB.keys()])].map((page): ComparisonRow => {
      const [before, after] = [ofA.get(page) ?? Number.NaN, ofB.get(page) ?? Number.NaN]
      // A page one build has no figure for cannot be judged, so it fails.
      const judged = Number.isNaN(before + after) ? false : rule?.(before, after)
      const verdict = rule === undefined ? '' : judged ? 'ok' : 'FAILS'
      return { metric, page, a: before, b: after, difference: round(after - before), verdict }
    })
  })
}

/** Whether B keeps to the rule on every row that has a verdict. */
export const keepsToTheRule = (rows: readonly ComparisonRow[]) =>
  rows.every((row) => row.verdict !== 'FAILS')

// Scores are in thousandths; keeps 0.85 − 0.83 from printing as 0.020000000000000018.
const round = (value: number) => Math.round(value * 1000) / 1000
