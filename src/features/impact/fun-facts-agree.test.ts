// @vitest-environment node
// (Node: the sample dataset is read from disk, as the build reads it.)
import { funFacts } from 'virtual:content/fun-facts'
import { organisation } from 'virtual:content/organisation'
import { describe, expect, it } from 'vitest'
import { contentSource } from '../../../scripts/content/query-content'
import { reports as reportsLoader } from '../../../scripts/content/report-content'
import { loadContent } from '../../../scripts/content/site-content'
import { sundaysSince } from '../../content/fun-fact-figures'
import { summariseReports } from './summarise-reports'
import { validateReports } from './validate-reports'

// The home page's counters and the Impact page read the same reports: a visitor who follows
// "Pounds of food rescued" to the Impact page must find the same number there.
const sampleReports = (await loadContent(contentSource(null), { reports: reportsLoader })).reports

describe('the home page fun facts', () => {
  it("count the pounds the Impact page totals for the sample dataset's reports", () => {
    const { total } = summariseReports(validateReports(sampleReports).reports)
    expect(funFacts[0]).toEqual({ value: total, suffix: '', label: 'Pounds of food rescued' })
  })

  it("count the Sundays since the founding year up to the last report, and the organisation's own figures", () => {
    const last =
      sampleReports
        .map((r) => r.date)
        .sort()
        .at(-1) ?? ''
    expect(funFacts.slice(1).map((fact) => fact.value)).toEqual([
      sundaysSince(organisation.foundedYear, last),
      organisation.volunteers,
      organisation.householdsEachSunday,
    ])
    expect(funFacts.map((fact) => `${fact.value}${fact.suffix}`).join(' ')).not.toMatch(/M\b/)
  })
})

describe('sundaysSince', () => {
  it('counts Sundays inclusively from 1 January', () => {
    // 2023-01-01 was a Sunday.
    expect(sundaysSince(2023, '2023-01-01')).toBe(1)
    expect(sundaysSince(2023, '2023-01-07')).toBe(1)
    expect(sundaysSince(2023, '2023-01-08')).toBe(2)
    expect(sundaysSince(2023, '2023-12-31')).toBe(53)
    // 2019-01-06 was the first Sunday of 2019.
    expect(sundaysSince(2019, '2019-01-05')).toBe(0)
    expect(sundaysSince(2019, '2019-01-06')).toBe(1)
    expect(sundaysSince(2024, '2023-12-31')).toBe(0)
  })
})
