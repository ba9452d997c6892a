import { type ReactElement, type RefObject, useEffect, useState } from 'react'
import type { DeliveryState, SignupView } from '../../db/volunteer-signups'
import { downloadCalendarFile } from '../../lib/calendar/download'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { loadPatiently } from '../../ui/chunk-error'
import { watchNearViewport } from '../../ui/near-viewport'
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

interface MySignupsProps {
  /** The element whose nearing the viewport starts the list: the list and what leads to it. */
  startsNear: RefObject<Element | null>
}

/**
 * This device's sign-ups, live (this tab, another tab or the service worker may send them),
 * each with its state, "Add to calendar" (no network needed) and Cancel.
 *
 * The list sits below the sign-up form, so it starts (loading the database code and opening the
 * database, the largest piece of work /volunteer did after hydrating) only when the visitor
 * comes near the form, not at start-up: a visitor who reads only the schedule never pays for it,
 * and one who signs up has it running by then.
 */
export function MySignups({ startsNear }: MySignupsProps): ReactElement | null {
  const [views, setViews] = useState<SignupView[]>([])
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    const start = () =>
      void loadPatiently(() => import('./signup-actions')).then((actions) => {
        if (!unmounted) stop = actions.watchSignups(setViews)
      })
    // The element is an ancestor's, whose ref is attached before this effect runs.
    const unwatch = watchNearViewport(startsNear.current ? [startsNear.current] : [], start)
    return () => {
      unmounted = true
      unwatch()
      stop?.()
    }
  }, [startsNear])

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
                        onClick={() => void downloadCalendarFile(signupDownloadEntry(session))}
                      >
                        {t('shared.addToCalendar')}
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
                  {t('ui.cancel')}
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
