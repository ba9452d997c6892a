// The table `npm run bench -- --ab` prints: per metric and page, the medians of build A (before)
// and B (after), B − A, and whether B keeps to the rule a change is judged by (docs/testing.md,
// "Is it faster?"): a Lighthouse performance score within SCORE_TOLERANCE of A's on every page,
// hydration within HYDRATION_TOLERANCE of A's time, start-up JS within the byte budget. The
// blocking time has no verdict of its own: it is part of the score, shown to explain a change.

export const SCORE_TOLERANCE = 0.02
export const HYDRATION_TOLERANCE = 0.05

/** One build's medians, as bench-ab.ts measures them. */
export interface BuildFigures {
  lighthouse: readonly { url: string; performance: number; cpuBlockingMs: number }[]
  hydration: readonly { route: string; hydratedMs: number }[]
  startupJs: readonly { route: string; jsGzip: number }[]
}

export type Verdict = 'ok' | 'FAILS' | ''

export interface ComparisonRow {
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
  const rows: ComparisonRow[] = []
  const add = <T>(
    metric: string,
    of: (figures: BuildFigures) => readonly T[],
    pageOf: (row: T) => string,
    figure: (row: T) => number,
    rule: Rule,
  ) => {
    const pages = [...new Set([...of(a), ...of(b)].map(pageOf))]
    for (const page of pages) {
      const figureOf = (figures: BuildFigures) => {
        const row = of(figures).find((candidate) => pageOf(candidate) === page)
        return row === undefined ? Number.NaN : figure(row)
      }
      const [before, after] = [figureOf(a), figureOf(b)]
      // A page one build has no figure for cannot be judged, so it fails.
      const judged = Number.isNaN(before + after) ? false : rule?.(before, after)
      const verdict = rule === undefined ? '' : judged ? 'ok' : 'FAILS'
      rows.push({ metric, page, a: before, b: after, difference: round(after - before), verdict })
    }
  }
  add(
    'Lighthouse performance',
    (figures) => figures.lighthouse,
    (row) => row.url,
    (row) => row.performance,
    (before, after) => round(after - before) >= -SCORE_TOLERANCE,
  )
  add(
    'blocking, CPU ms',
    (figures) => figures.lighthouse,
    (row) => row.url,
    (row) => row.cpuBlockingMs,
    undefined,
  )
  add(
    'hydrated, ms',
    (figures) => figures.hydration,
    (row) => row.route,
    (row) => row.hydratedMs,
    (before, after) => after <= before * (1 + HYDRATION_TOLERANCE),
  )
  add(
    'start-up JS, gzip B',
    (figures) => figures.startupJs,
    (row) => row.route,
    (row) => row.jsGzip,
    (_, after) => after <= startupJsBudget,
  )
  return rows
}

/** Whether B keeps to the rule on every row that has a verdict. */
export const keepsToTheRule = (rows: readonly ComparisonRow[]) =>
  rows.every((row) => row.verdict !== 'FAILS')

// Scores are in thousandths; keeps 0.85 − 0.83 from printing as 0.020000000000000018.
const round = (value: number) => Math.round(value * 1000) / 1000
