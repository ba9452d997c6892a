import { buildIcs, type CalendarEntry, icsFileName } from './calendar-event'

/** Hands `entry` to the browser as a downloaded .ics file (opens the calendar app on phones). */
export async function downloadCalendarFile(entry: CalendarEntry): Promise<void> {
  const text = await buildIcs([entry])
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = icsFileName(entry.title)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers start the download after this task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
