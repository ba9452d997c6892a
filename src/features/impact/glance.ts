import { mealsFromPounds } from '../../lib/meals'
import { type Report, reportTotal } from './report'

/** The figures a volunteer looks for first: the latest week, against the one before, and the year. */
export interface ImpactGlance {
  latest: { date: string; pounds: number } | null
  /** Pounds more (positive) or fewer than the report before the latest; null with one report. */
  change: number | null
  /** The calendar year of the latest report, and its reports' total. */
  year: number | null
  yearTotal: number
  /** About this many meals, this year, at the organisation's pounds-per-meal figure. */
  yearMeals: number
}

export function impactGlance(reports: readonly Report[]): ImpactGlance {
  // ISO dates sort as plain strings. localeCompare would give the same order but loads the
  // browser's collation tables on first use, a long task in the start-up on a slow phone.
  const byDate = [...reports].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const latest = byDate.at(-1)
  const previous = byDate.at(-2)
  if (!latest) return { latest: null, change: null, year: null, yearTotal: 0, yearMeals: 0 }
  const pounds = reportTotal(latest)
  const yearTotal = byDate
    .filter((report) => report.year === latest.year)
    .reduce((sum, report) => sum + reportTotal(report), 0)
  return {
    latest: { date: latest.date, pounds },
    change: previous ? pounds - reportTotal(previous) : null,
    year: latest.year,
    yearTotal,
    yearMeals: mealsFromPounds(yearTotal),
  }
}
