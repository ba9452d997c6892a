import { TIME_PATTERN } from '../../content-schema/rule'

/**
 * The `packingSession` documents as the site reads them from Sanity (session-schema.ts is the
 * Studio's side), checked one by one: a document that cannot be understood is left out and
 * named once in the console, so one mistake in the Studio never hides the whole schedule.
 */
export interface PackingSessionDocument {
  _id: string
  /** Local date in Riverside, "YYYY-MM-DD". */
  date: string
  /** 24-hour local times, "HH:MM". */
  startTime?: string
  endTime?: string
  title?: string
  place?: string
  note?: string
  cancelled?: boolean
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

export function validateSessionDocuments(documents: readonly unknown[]): {
  sessions: PackingSessionDocument[]
  problems: string[]
} {
  const sessions: PackingSessionDocument[] = []
  const problems: string[] = []
  for (const raw of documents) {
    if (typeof raw !== 'object' || raw === null) {
      problems.push('a session that is not a document')
      continue
    }
    const doc = raw as Record<string, unknown>
    const id = typeof doc._id === 'string' ? doc._id : '(no id)'
    const date = text(doc.date)
    if (!date || !DATE.test(date)) {
      problems.push(`${id}: no date`)
      continue
    }
    const startTime = text(doc.startTime)
    const endTime = text(doc.endTime)
    if ((startTime && !TIME_PATTERN.test(startTime)) || (endTime && !TIME_PATTERN.test(endTime))) {
      problems.push(`${id}: times must be written 24-hour, like 15:00`)
      continue
    }
    if (startTime && endTime && endTime <= startTime) {
      problems.push(`${id}: ends before it starts`)
      continue
    }
    const session: PackingSessionDocument = { _id: id, date, cancelled: doc.cancelled === true }
    if (startTime) session.startTime = startTime
    if (endTime) session.endTime = endTime
    for (const key of ['title', 'place', 'note'] as const) {
      const value = text(doc[key])
      if (value) session[key] = value
    }
    sessions.push(session)
  }
  return { sessions, problems }
}
