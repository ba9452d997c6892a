import { formatAddress } from 'virtual:content/organisation'
import { volunteerSession } from 'virtual:content/volunteer'
import type { ReactElement } from 'react'
import { formatDateTime } from '../../lib/date-time'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { formatClock, formatLongDay } from '../../lib/weekly-schedule'
import { AddToCalendar } from '../../ui/AddToCalendar'
import { pageSessionTitle, sessionDownloadEntry } from './session-download'
import { type PackingSession, UPCOMING_COUNT } from './sessions'
import type { SessionsState } from './use-sessions'

const { timeZone } = volunteerSession.rule

/** "Sunday 1 November, 3pm to 5pm", in Riverside time whatever the device's zone. */
export function sessionWhen(session: PackingSession): string {
  return t('getHelp.nextWhen', {
    day: formatLongDay(session.start, timeZone),
    start: formatClock(session.start, timeZone),
    end: formatClock(session.end, timeZone),
  })
}

const badges: Record<PackingSession['status'], MessageKey | null> = {
  scheduled: null,
  cancelled: 'volunteer.badge.cancelled',
  moved: 'volunteer.badge.moved',
  special: 'volunteer.badge.special',
}

/** Where the list comes from, in one line: live, the saved copy (with its date), or the rule. */
export function ScheduleStatus({ state }: { state: SessionsState }): ReactElement {
  let text: string
  switch (state.status) {
    case 'loading':
      text = t('volunteer.status.loading')
      break
    case 'loaded':
      text = t('volunteer.status.loaded', { checked: formatDateTime(state.checkedAt) })
      break
    case 'cached':
      text = t(
        state.offline ? 'volunteer.status.cachedOffline' : 'volunteer.status.cachedUnreachable',
        { saved: formatDateTime(state.savedAt) },
      )
      break
    case 'not-configured':
      text = t('volunteer.status.rule')
      break
    case 'none':
      text = t('volunteer.status.ruleUnchecked')
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
        {Array.from({ length: UPCOMING_COUNT }, (_, i) => (
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
                    <span className="volunteer__badge">{badge ? t(badge) : null}</span>{' '}
                  </>
                )}
                {session.status === 'special' ? `${pageSessionTitle(session.title)}: ` : null}
                <span className="volunteer__when">{sessionWhen(session)}</span>
              </h3>
              {session.place !== usualPlace ? (
                <p>{t('volunteer.at', { place: session.place })}</p>
              ) : null}
              {session.note ? <p>{session.note}</p> : null}
            </div>
            {session.status === 'cancelled' ? null : (
              <AddToCalendar entry={sessionDownloadEntry(session)} />
            )}
          </li>
        )
      })}
    </ol>
  )
}
