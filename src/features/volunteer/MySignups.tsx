import { type ReactElement, useEffect, useState } from 'react'
import type { DeliveryState, SignupView } from '../../db/volunteer-signups'
import { buildIcs, icsFileName } from '../../lib/calendar/calendar-event'
import { downloadCalendarFile } from '../../lib/calendar/download'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { signupDownloadEntry } from './session-download'

const signupStateText: Record<DeliveryState, MessageKey> = {
  waiting: 'volunteer.mine.waiting',
  sent: 'volunteer.mine.sent',
  failed: 'volunteer.mine.failed',
}

const cancellationStateText: Record<DeliveryState, MessageKey> = {
  waiting: 'volunteer.mine.cancelledWaiting',
  sent: 'volunteer.mine.cancelledSent',
  failed: 'volunteer.mine.cancelledFailed',
}

function stateLine(view: SignupView): string {
  if (view.signup.cancelledAt === undefined) return t(signupStateText[view.state])
  if (view.cancellation === undefined) return t('volunteer.mine.cancelledUnsent')
  return t(cancellationStateText[view.cancellation])
}

/**
 * This device's sign-ups, live (this tab, another tab or the service worker may send them),
 * each with its state, "Add to calendar" (no network needed) and Cancel.
 */
export function MySignups(): ReactElement | null {
  const [views, setViews] = useState<SignupView[]>([])
  useEffect(() => {
    let stop: (() => void) | undefined
    let stopped = false
    void import('./signup-actions').then(({ watchSignups }) => {
      if (!stopped) stop = watchSignups(setViews)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [])

  if (views.length === 0) return null
  return (
    <section className="volunteer__mine" aria-labelledby="volunteer-mine">
      <h2 id="volunteer-mine">{t('volunteer.mine.title')}</h2>
      <ul className="volunteer__mine-list">
        {views.map((view) => {
          const { signup } = view
          const cancelled = signup.cancelledAt !== undefined
          return (
            <li
              key={signup.id}
              data-testid="my-signup"
              data-state={cancelled ? 'cancelled' : view.state}
            >
              <ul className="volunteer__mine-sessions">
                {signup.sessions.map((session) => (
                  <li key={session.id}>
                    <span className={cancelled ? 'volunteer__struck' : undefined}>
                      {session.label}
                    </span>
                    {cancelled ? null : (
                      <button
                        type="button"
                        className="btn btn--outline volunteer__small-button"
                        onClick={() => {
                          const entry = signupDownloadEntry(session)
                          void buildIcs(entry).then((text) =>
                            downloadCalendarFile(icsFileName(entry.title), text),
                          )
                        }}
                      >
                        {t('volunteer.mine.addToCalendar')}
                        <span className="visually-hidden">: {session.label}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              <p className="volunteer__mine-state" data-testid="my-signup-state">
                {stateLine(view)}
              </p>
              {cancelled ? null : (
                <button
                  type="button"
                  className="btn btn--outline volunteer__small-button"
                  onClick={() => void import('./signup-actions').then(({ cancel }) => cancel(view))}
                >
                  {t('volunteer.mine.cancel')}
                  <span className="visually-hidden">
                    {t('volunteer.mine.cancelFor', { session: signup.sessions[0]?.label ?? '' })}
                  </span>
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
