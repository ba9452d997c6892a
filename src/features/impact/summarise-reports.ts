import { formatMonth } from '../../lib/date-time'
import { impactGlance } from './glance'
import type { CategorySummary, ImpactSummary, MonthSummary, Report } from './report'
import { reportCategories, reportTotal } from './report'

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`

/**
 * One summary per calendar month that has reports, oldest first. Months are ordered by year and
 * month number, never by their label (which would put April before January).
 */
export function groupByMonth(reports: readonly Report[]): MonthSummary[] {
  const months = new Map<string, MonthSummary>()
  for (const report of reports) {
    const key = monthKey(report.year, report.month)
    const month = months.get(key) ?? {
      key,
      year: report.year,
      month: report.month,
      label: formatMonth(report.year, report.month),
      pounds: 0,
      reportCount: 0,
    }
    month.pounds += reportTotal(report)
    month.reportCount += 1
    months.set(key, month)
  }
  return [...months.values()].sort((a, b) => a.year - b.year || a.month - b.month)
}

/** Everything donated so far: the sum over all reports of all eight categories. */
export function overallTotal(reports: readonly Report[]): number {
  return reports.reduce((sum, report) => sum + reportTotal(report), 0)
}

/** Pounds per category over all reports, in the schema's category order. */
export function categoryTotals(reports: readonly Report[]): CategorySummary[] {
  return reportCategories.map((key) => ({
    key,
    pounds: reports.reduce((sum, report) => sum + report[key], 0),
  }))
}

export function summariseReports(reports: readonly Report[]): ImpactSummary {
  return {
    glance: impactGlance(reports),
    months: groupByMonth(reports),
    total: overallTotal(reports),
    categories: categoryTotals(reports),
    reportCount: reports.length,
  }
}
