/** Hands `text` to the browser as a downloaded .ics file (opens the calendar app on phones). */
export function downloadCalendarFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers start the download after this task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
