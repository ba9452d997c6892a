import { afterEach, describe, expect, it } from 'vitest'
import { groupDigits } from '../../lib/digits'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { type Report, reportTotal } from './report'
import { categoryTotals, groupByMonth, overallTotal } from './summarise-reports'
import { validateReports } from './validate-reports'

const zero = {
  produce: 0,
  meat: 0,
  dairy: 0,
  grocerySelfStable: 0,
  baked: 0,
  prepared: 0,
  riceAndBeans: 0,
  gleanersProduce: 0,
}

function report(id: string, date: string, pounds: Partial<typeof zero>): Report {
  const [year, month] = date.split('-').map(Number)
  return { id, date, year: year ?? 0, month: month ?? 0, ...zero, ...pounds }
}

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('reportTotal', () => {
  it('adds all eight categories', () => {
    expect(
      reportTotal(
        report('a', '2025-01-05', {
          produce: 1,
          meat: 2,
          dairy: 3,
          grocerySelfStable: 4,
          baked: 5,
          prepared: 6,
          riceAndBeans: 7,
          gleanersProduce: 8,
        }),
      ),
    ).toBe(36)
  })
})

describe('groupByMonth', () => {
  const reports = [
    report('jan-2', '2025-01-12', { produce: 200, meat: 10 }),
    report('apr', '2025-04-06', { dairy: 70 }),
    report('dec', '2024-12-29', { baked: 40 }),
    report('jan-1', '2025-01-05', { produce: 100, gleanersProduce: 5 }),
    report('feb', '2025-02-02', { prepared: 25 }),
  ]

  it('puts the weeks of a month on one card with their sum', () => {
    const january = groupByMonth(reports).find((m) => m.label === 'January 2025')
    expect(january).toMatchObject({ key: '2025-01', pounds: 315, reportCount: 2 })
  })

  it('orders months chronologically: December 2024 before January 2025, April after February', () => {
    expect(groupByMonth(reports).map((m) => m.label)).toEqual([
      'December 2024',
      'January 2025',
      'February 2025',
      'April 2025',
    ])
  })

  it('gives no months for no reports', () => {
    expect(groupByMonth([])).toEqual([])
  })
})

describe('totals', () => {
  it('sums every category of every report, overall and per category', () => {
    const reports = [
      report('a', '2025-01-05', { produce: 100, meat: 20 }),
      report('b', '2025-01-12', { produce: 50, riceAndBeans: 30 }),
    ]
    expect(overallTotal(reports)).toBe(200)
    const byCategory = Object.fromEntries(categoryTotals(reports).map((c) => [c.key, c.pounds]))
    expect(byCategory).toEqual({ ...zero, produce: 150, meat: 20, riceAndBeans: 30 })
    expect(overallTotal([])).toBe(0)
  })

  it('stays a number when documents are broken', () => {
    const { reports } = validateReports([
      { _id: 'a', date: '2025-01-05', produce: 'lots', meat: 12 },
      { _id: 'b', date: 'never', produce: 1000 },
      { _id: 'c', date: '2025-01-12', produce: 8 },
    ])
    expect(overallTotal(reports)).toBe(20)
    expect(groupByMonth(reports)).toEqual([
      { key: '2025-01', year: 2025, month: 1, label: 'January 2025', pounds: 20, reportCount: 2 },
    ])
  })
})

describe('on a Spanish page', () => {
  it('names months in Spanish, and groups digits as es-US does', () => {
    activateLocale('es', pageCatalog('es'), '')
    const months = groupByMonth([report('a', '2026-11-01', { meat: 1234 })])
    expect(months.map((month) => month.label)).toEqual(['noviembre de 2026'])
    // Digits are grouped as en-US groups them on every page, which is what es-US writes too.
    expect(groupDigits(1234567)).toBe(new Intl.NumberFormat('es-US').format(1234567))
  })
})
