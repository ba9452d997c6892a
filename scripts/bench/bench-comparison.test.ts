import { describe, expect, test } from 'vitest'
import { type BuildFigures, compareBuilds, keepsToTheRule } from './bench-comparison'

const figures = (
  performance: number,
  hydratedMs: number,
  jsGzip: number,
  cpuMs = 100,
): BuildFigures => ({
  lighthouse: [{ url: '/', performance, cpuBlockingMs: cpuMs }],
  hydration: [{ route: '/', hydratedMs }],
  startupJs: [{ route: '/', jsGzip }],
})

const BUDGET = 130_000
const verdicts = (a: BuildFigures, b: BuildFigures) =>
  Object.fromEntries(compareBuilds(a, b, BUDGET).map((row) => [row.metric, row.verdict]))

describe('compareBuilds', () => {
  test('one row per metric and page: both medians, B − A, a verdict where the rule has one', () => {
    expect(
      compareBuilds(figures(0.9, 1000, 120_000, 150), figures(0.85, 1100, 121_000, 90), BUDGET),
    ).toEqual([
      {
        metric: 'Lighthouse performance',
        page: '/',
        a: 0.9,
        b: 0.85,
        difference: -0.05,
        verdict: 'FAILS',
      },
      { metric: 'blocking, CPU ms', page: '/', a: 150, b: 90, difference: -60, verdict: '' },
      { metric: 'hydrated, ms', page: '/', a: 1000, b: 1100, difference: 100, verdict: 'FAILS' },
      {
        metric: 'start-up JS, gzip B',
        page: '/',
        a: 120_000,
        b: 121_000,
        difference: 1000,
        verdict: 'ok',
      },
    ])
  })

  test('a score 0.02 lower is still within the rule, 0.03 lower is not', () => {
    expect(verdicts(figures(0.85, 1000, 1), figures(0.83, 1000, 1))['Lighthouse performance']).toBe(
      'ok',
    )
    expect(verdicts(figures(0.85, 1000, 1), figures(0.82, 1000, 1))['Lighthouse performance']).toBe(
      'FAILS',
    )
  })

  test('hydration up to 5% slower is within the rule, more is not', () => {
    expect(verdicts(figures(1, 1000, 1), figures(1, 1050, 1))['hydrated, ms']).toBe('ok')
    expect(verdicts(figures(1, 1000, 1), figures(1, 1051, 1))['hydrated, ms']).toBe('FAILS')
  })

  test('start-up JS is judged against the budget, not against A', () => {
    expect(verdicts(figures(1, 1, 10_000), figures(1, 1, BUDGET))['start-up JS, gzip B']).toBe('ok')
    expect(verdicts(figures(1, 1, 10_000), figures(1, 1, BUDGET + 1))['start-up JS, gzip B']).toBe(
      'FAILS',
    )
  })

  test('a page only one build has a figure for fails: it cannot be judged', () => {
    const b = { ...figures(1, 1000, 1), lighthouse: [] }
    const row = compareBuilds(figures(1, 1000, 1), b, BUDGET)[0]
    expect(row).toMatchObject({ page: '/', a: 1, verdict: 'FAILS' })
    expect(row?.b).toBeNaN()
  })
})

describe('keepsToTheRule', () => {
  test('holds when no row fails; rows without a verdict do not count', () => {
    const better = compareBuilds(figures(0.9, 1000, 1, 10), figures(0.95, 900, 1, 500), BUDGET)
    expect(keepsToTheRule(better)).toBe(true)
    const slower = compareBuilds(figures(0.9, 1000, 1), figures(0.95, 1200, 1), BUDGET)
    expect(keepsToTheRule(slower)).toBe(false)
  })
})
