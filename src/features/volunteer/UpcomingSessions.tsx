import type { ReactElement } from 'react'
import { formatAddress } from '../../content/organisation'
import { volunteerSession } from '../../content/volunteer'
import { formatDateTime } from '../../lib/date-time'
import { absoluteUrl } from '../../lib/seo'
import { VOLUNTEER_PATH } from '../../lib/volunteer-page'
import { formatClock, formatLongDay } from '../../lib/weekly-schedule'
import { AddToCalendar } from '../../ui/AddToCalendar'
import { sessionCalendarEntry } from './session-calendar'
import type { PackingSession } from './sessions'
import type { SessionsState } from './use-sessions'

const { timeZone } = volunteerSession.rule

/** "Sunday 1 November, 3pm to 5pm", in Riverside time whatever the device's zone. */
export function sessionWhen(session: PackingSession): string {
  return `${formatLongDay(session.start, timeZone)}, ${formatClock(session.start, timeZone)} to ${formatClock(session.end, timeZone)}`
}

const badges: Record<PackingSession['status'], string | null> = {
  scheduled: null,
  cancelled: 'Cancelled',
  moved: 'Changed',
  special: 'Special session',
}

/** Where the list comes from, in one line: live, the saved copy (with its date), or the rule. */
export function ScheduleStatus({ state }: { state: SessionsState }): ReactElement {
  let text: string
  switch (state.status) {
    case 'loading':
      text = 'Checking the schedule for changes…'
      break
    case 'loaded':
      text = `Up to date with the team's changes (checked ${formatDateTime(state.checkedAt)}).`
      break
    case 'cached':
      text = `Saved schedule from ${formatDateTime(state.savedAt)}. ${
        state.offline ? "You're offline" : "We couldn't reach the schedule just now"
      }: later changes may not show.`
      break
    case 'rule':
      text =
        state.reason === 'not-configured'
          ? 'The usual weekly schedule.'
          : "The usual weekly schedule: we couldn't check for cancelled or changed Sundays, so check again before you set off."
      break
  }
  return (
    <p className="volunteer__status" data-testid="schedule-status" aria-live="polite">
      {text}
    </p>
  )
}

/** The next sessions, each with "Add to calendar" unless it is cancelled. */
export function UpcomingSessions({
  sessions,
}: {
  sessions: readonly PackingSession[] | null
}): ReactElement {
  if (!sessions) {
    // The dates depend on the visitor's clock: the prerendered page holds their space.
    return (
      <ol className="volunteer__sessions" aria-busy="true">
        {Array.from({ length: volunteerSession.upcomingCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          <li key={i} className="volunteer__session volunteer__session--placeholder skeleton" />
        ))}
      </ol>
    )
  }
  const usualPlace = formatAddress()
  return (
    <ol className="volunteer__sessions" data-testid="sessions">
      {sessions.map((session) => {
        const badge = badges[session.status]
        return (
          <li
            key={session.id}
            className={`volunteer__session volunteer__session--${session.status}`}
            data-status={session.status}
          >
            <div className="volunteer__session-text">
              <h3>
                {session.status === 'scheduled' ? null : (
                  <>
                    <span className="volunteer__badge">{badge}</span>{' '}
                  </>
                )}
                {session.status === 'special' ? `${session.title}: ` : null}
                <span className="volunteer__when">{sessionWhen(session)}</span>
              </h3>
              {session.place !== usualPlace ? <p>At {session.place}</p> : null}
              {session.note ? <p>{session.note}</p> : null}
            </div>
            {session.status === 'cancelled' ? null : (
              <AddToCalendar entry={sessionCalendarEntry(session, absoluteUrl(VOLUNTEER_PATH))} />
            )}
          </li>
        )
      })}
    </ol>
  )
}
