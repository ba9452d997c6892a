// @vitest-environment node
// (Node: the sample dataset is read from disk, as the build reads it.)
import { describe, expect, it } from 'vitest'
import { contentSource } from '../../../scripts/content/query-content'
import { reports as reportsLoader } from '../../../scripts/content/report-content'
import { loadContent } from '../../../scripts/content/site-content'
import { impactGlance } from './glance'
import { validateReports } from './validate-reports'

const reports = (documents: readonly unknown[]) => validateReports(documents).reports

describe('impactGlance', () => {
  it('gives the latest week, the change from the week before, and the year so far in pounds and meals', () => {
    const glance = impactGlance(
      reports([
        { _id: 'c', date: '2026-01-11', produce: 500, meat: 100 },
        { _id: 'a', date: '2025-12-28', produce: 900 },
        { _id: 'b', date: '2026-01-04', produce: 650 },
      ]),
    )
    expect(glance).toEqual({
      latest: { date: '2026-01-11', pounds: 600 },
      change: -50,
      year: 2026,
      yearTotal: 1250,
      // 1,250 lb at 1.2 lb a meal, rounded down.
      yearMeals: 1041,
    })
  })

  it('has no change with a single report, and nothing with none', () => {
    expect(impactGlance(reports([{ _id: 'a', date: '2026-01-04', produce: 12 }])).change).toBeNull()
    expect(impactGlance([])).toEqual({
      latest: null,
      change: null,
      year: null,
      yearTotal: 0,
      yearMeals: 0,
    })
  })

  it("reads the sample dataset's reports: the latest Sunday and its year", async () => {
    const sample = (await loadContent(contentSource(null), { reports: reportsLoader })).reports
    const glance = impactGlance(reports(sample))
    const latestDate = sample
      .map((d) => d.date)
      .sort()
      .at(-1)
    expect(glance.latest?.date).toBe(latestDate)
    expect(glance.year).toBe(Number(latestDate?.slice(0, 4)))
    expect(glance.yearTotal).toBeGreaterThanOrEqual(glance.latest?.pounds ?? 0)
  })
})
