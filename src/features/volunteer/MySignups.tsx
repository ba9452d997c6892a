import { type ReactElement, useEffect, useState } from 'react'
import type { DeliveryState, SignupView } from '../../db/volunteer-signups'
import { buildIcs, icsFileName } from '../../lib/calendar/calendar-event'
import { downloadCalendarFile } from '../../lib/calendar/download'
import { absoluteUrl } from '../../lib/seo'
import { VOLUNTEER_PATH } from '../../lib/volunteer-page'
import { signupSessionEntry } from './session-calendar'

export const signupStateText: Record<DeliveryState, string> = {
  waiting: 'Saved on this phone, will be sent when you are online',
  sent: 'Sent to the team',
  failed: 'The e-mail service refused it; please tell the team another way',
}

const cancellationStateText: Record<DeliveryState, string> = {
  waiting: 'Cancelled. Saved on this phone, will be sent when you are online',
  sent: 'Cancelled. The team knows',
  failed: 'Cancelled here, but the e-mail service refused the message; please tell the team',
}

function stateLine(view: SignupView): string {
  if (view.signup.cancelledAt === undefined) return signupStateText[view.state]
  if (view.cancellation === undefined)
    return 'Cancelled before it was sent: nothing went to the team'
  return cancellationStateText[view.cancellation]
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
      <h2 id="volunteer-mine">Your sign-ups on this device</h2>
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
                          void buildIcs(
                            signupSessionEntry(session, absoluteUrl(VOLUNTEER_PATH)),
                          ).then((text) => downloadCalendarFile(icsFileName(session.title), text))
                        }}
                      >
                        Add to calendar<span className="visually-hidden">: {session.label}</span>
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
                  Cancel
                  <span className="visually-hidden"> sign-up for {signup.sessions[0]?.label}</span>
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
