import sampleReports from '../../public/data/reports.sample.json' with { type: 'json' }

export interface FunFact {
  /** The number the counter counts up to. */
  value: number
  /** Shown right after the number, e.g. "+". */
  suffix: string
  label: string
}

/** The report fields that hold pounds of food (the other two are the id and the Sunday's date). */
const NOT_POUNDS = new Set(['_id', 'date'])

function sumPounds(reports: readonly Record<string, unknown>[]): number {
  let total = 0
  for (const report of reports) {
    for (const [key, value] of Object.entries(report)) {
      if (!NOT_POUNDS.has(key) && typeof value === 'number' && Number.isFinite(value)) {
        total += value
      }
    }
  }
  return total
}

/** Sundays from 1 January of `fromYear` up to and including the day `untilIso` (YYYY-MM-DD). */
export function sundaysSince(fromYear: number, untilIso: string): number {
  const start = Date.UTC(fromYear, 0, 1)
  const end = Date.parse(`${untilIso}T00:00:00Z`)
  if (!Number.isFinite(end) || end < start) return 0
  const firstSunday = start + ((7 - new Date(start).getUTCDay()) % 7) * 86_400_000
  if (firstSunday > end) return 0
  return Math.floor((end - firstSunday) / (7 * 86_400_000)) + 1
}

const lastReportDate = sampleReports.reduce(
  (latest, report) => (report.date > latest ? report.date : latest),
  '',
)

/**
 * The home page's counters, all real: the pounds of food the bundled weekly reports add up to
 * (the Impact page's total for the same reports), the Sundays of packing since the collective
 * began, and the organisation's own counts. Apart from the content modules, so the browser tests
 * work them out from the sample dataset as the build does.
 */
export function funFactsOf(organisation: {
  foundedYear: number
  volunteers: number
  householdsEachSunday: number
}): readonly FunFact[] {
  return [
    { value: sumPounds(sampleReports), suffix: '', label: 'Pounds of food rescued' },
    {
      value: sundaysSince(organisation.foundedYear, lastReportDate),
      suffix: '',
      label: `Sundays of packing since ${organisation.foundedYear}`,
    },
    { value: organisation.volunteers, suffix: '+', label: 'Volunteers' },
    {
      value: organisation.householdsEachSunday,
      suffix: '',
      label: 'Households fed every Sunday',
    },
  ]
}
