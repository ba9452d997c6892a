import { formatAddress } from 'virtual:content/organisation'
import { volunteerSession } from 'virtual:content/volunteer'
import { type ReactElement, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { appStore } from '../../lib/app-store'
import { absoluteUrl } from '../../lib/seo'
import { VOLUNTEER_FEED_PATH } from '../../lib/volunteer-page'
import { LazySignupForm } from './LazySignupForm'
import { MySignups } from './MySignups'
import { SessionDetails, SessionGlance } from './SessionInfo'
import { upcomingSessions } from './sessions'
import { ScheduleStatus, UpcomingSessions } from './UpcomingSessions'
import { upcomingSessionsAtom } from './upcoming-sessions-atom'
import { useSessions } from './use-sessions'
import './volunteer.css'
import { t } from '../../lib/i18n/translate'

/**
 * The volunteer page: what a Sunday session is (prerendered), then the next sessions, worked
 * out in the browser from the weekly rule and the staff's changes, since the page is built
 * once and read for months.
 */
export function VolunteerPage(): ReactElement {
  const state = useSessions()
  const [now, setNow] = useState<Date | null>(null)
  // Working out and drawing the sessions is a transition, done in slices after hydration.
  useEffect(() => startTransition(() => setNow(new Date())), [])
  const sessions = useMemo(() => {
    if (!now || state.status === 'loading') return null
    const documents = 'value' in state ? state.value : []
    const { rule, title } = volunteerSession
    return upcomingSessions(now, documents, { rule, title, usualPlace: formatAddress() })
  }, [now, state])
  // The sign-up form, hydrated later, reads them from the store.
  useEffect(() => {
    appStore.set(upcomingSessionsAtom, sessions)
    return () => appStore.set(upcomingSessionsAtom, null)
  }, [sessions])
  const feed = absoluteUrl(VOLUNTEER_FEED_PATH)
  const signingUp = useRef<HTMLDivElement>(null)

  return (
    <div className="volunteer simple-page container">
      <SessionGlance />
      <section className="volunteer__upcoming" aria-labelledby="volunteer-upcoming">
        <h2 id="volunteer-upcoming">{t('volunteer.nextSessions')}</h2>
        <ScheduleStatus state={state} />
        <UpcomingSessions sessions={sessions} />
        <p className="volunteer__feed">
          {t('volunteer.feedIntro')}{' '}
          <a href={feed.replace(/^https?:/, 'webcal:')}>{t('volunteer.feedSubscribe')}</a>{' '}
          {t('volunteer.feedOr')}{' '}
          <a href={VOLUNTEER_FEED_PATH} download="harvest-share-sessions.ics">
            {t('volunteer.feedDownload')}
          </a>
          .
        </p>
      </section>
      <div ref={signingUp} className="volunteer__signing-up">
        <LazySignupForm />
        <MySignups startsNear={signingUp} />
      </div>
      <SessionDetails />
    </div>
  )
}
