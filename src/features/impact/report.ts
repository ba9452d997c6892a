import type { ImpactGlance } from './glance'

/**
 * A weekly donation report as the Impact page uses it: one Sunday's rescued food, in pounds, per
 * category. The eight categories are the number fields of the Sanity "report" document; their
 * names are the Studio's titles (report-schema.ts) and, on the page, `impact.category.<key>`.
 */
export const reportCategories = [
  'produce',
  'meat',
  'dairy',
  'grocerySelfStable',
  'baked',
  'prepared',
  'riceAndBeans',
  'gleanersProduce',
] as const

export type CategoryKey = (typeof reportCategories)[number]

export type CategoryPounds = Record<CategoryKey, number>

export interface Report extends CategoryPounds {
  id: string
  /** The report's day, as written in Sanity (YYYY-MM-DD). */
  date: string
  year: number
  /** 1..12 */
  month: number
}

/** The pounds of one report: the sum of its eight category fields. */
export function reportTotal(report: Report): number {
  return reportCategories.reduce((sum, key) => sum + report[key], 0)
}

/** One card of the timeline: every report of a calendar month added up. */
export interface MonthSummary {
  /** "2025-01": sorts chronologically as text. */
  key: string
  year: number
  month: number
  /** en-GB long month and year: "January 2025". */
  label: string
  pounds: number
  reportCount: number
}

export interface CategorySummary {
  key: CategoryKey
  pounds: number
}

/** Everything the page shows, derived from the documents of one answer. */
export interface ImpactSummary {
  /** The latest week, the change from the week before, this year's total and meals. */
  glance: ImpactGlance
  months: MonthSummary[]
  total: number
  categories: CategorySummary[]
  reportCount: number
}
