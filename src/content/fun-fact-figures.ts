/** The report fields that hold pounds of food (the other two are the id and the Sunday's date). */
const NOT_POUNDS = new Set(['_id', 'date'])

function sumPounds(reports: readonly object[]): number {
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

/**
 * The home page's counters' figures, all real: the pounds of food the weekly reports add up to
 * (the Impact page's total for the same reports), the Sundays of packing since the collective
 * began, up to the last report, and the organisation's own counts. Worked out by the build from
 * other content, so no editor ever types a number that could disagree with it. Each figure an
 * editor can pick (FUN_FACT_FIGURES) must be a key here: fun-facts-content.ts indexes it.
 */
export function funFactFigures(
  organisation: { foundedYear: number; volunteers: number; householdsEachSunday: number },
  reports: readonly { date: string }[],
) {
  const lastReportDate = reports.reduce(
    (latest, report) => (report.date > latest ? report.date : latest),
    '',
  )
  return {
    poundsRescued: sumPounds(reports),
    sundaysOfPacking: sundaysSince(organisation.foundedYear, lastReportDate),
    volunteers: organisation.volunteers,
    householdsEachSunday: organisation.householdsEachSunday,
  }
}
