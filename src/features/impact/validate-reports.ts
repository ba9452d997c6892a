import { type CategoryPounds, type Report, reportCategories } from './report'

interface ValidationResult {
  reports: Report[]
  /** One line per document that needed fixing or was skipped, for the console. */
  problems: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const DATE = /^\d{4}-\d{2}-\d{2}(?:$|T)/

/**
 * Reads the calendar day from a Sanity date ("2025-01-05") or datetime ("2025-01-05T10:00:00Z").
 * The day is taken as written, never shifted through a time zone, so a Sunday report stays in its
 * month wherever the visitor is. Impossible days (2025-02-30) and datetimes ("2025-01-05Tlater")
 * count as invalid.
 */
export function parseReportDate(value: unknown): { year: number; month: number } | null {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) return null
  // Date reads 2025-02-30 as 2 March: a real day reads back as it was written.
  const day = value.slice(0, 10)
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return null
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) }
}

const describe = (value: unknown): string =>
  value === undefined ? 'missing' : `not a number: ${JSON.stringify(value)}`

/**
 * Turns the documents of a query answer into reports the page can add up. A missing, negative or
 * non-numeric category counts as 0 lbs (never NaN); a document without a valid date cannot be
 * placed on the timeline and is skipped. Every fix is listed in `problems`.
 */
export function validateReports(documents: readonly unknown[]): ValidationResult {
  const reports: Report[] = []
  const problems: string[] = []
  const seen = new Set<string>()

  documents.forEach((document, index) => {
    if (!isRecord(document)) {
      problems.push(`Report #${index + 1}: skipped, not a document`)
      return
    }
    const id = typeof document._id === 'string' && document._id ? document._id : `#${index + 1}`
    if (seen.has(id)) {
      problems.push(`Report ${id}: skipped, listed twice`)
      return
    }
    const day = parseReportDate(document.date)
    if (!day) {
      problems.push(`Report ${id}: skipped, ${describeDate(document.date)}`)
      return
    }
    seen.add(id)

    const fixes: string[] = []
    const pounds = {} as CategoryPounds
    for (const key of reportCategories) {
      const value = document[key]
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
        pounds[key] = value
      } else {
        pounds[key] = 0
        fixes.push(
          `${key} (${typeof value === 'number' ? `negative or not finite: ${value}` : describe(value)})`,
        )
      }
    }
    if (fixes.length > 0) problems.push(`Report ${id}: counted as 0 lbs: ${fixes.join(', ')}`)
    reports.push({ id, date: String(document.date).slice(0, 10), ...day, ...pounds })
  })

  return { reports, problems }
}

function describeDate(value: unknown): string {
  return value === undefined || value === null || value === ''
    ? 'no date'
    : `invalid date ${JSON.stringify(value)}`
}
