import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import type { ScheduleException } from '../../lib/weekly-schedule'
import { describeNextSession, type NextSessionText } from './next-session'

interface NextSessionProps {
  /** Weeks that differ from the rule (cancelled, moved), when a schedule provides them. */
  exceptions?: readonly ScheduleException[]
  /** The device clock; replaceable so a test can stand on a chosen day. */
  clock?: () => Date
}

const deviceClock = () => new Date()
const NO_EXCEPTIONS: readonly ScheduleException[] = []

/**
 * "Next: Sunday 30 November, 3pm to 5pm" ("Próxima entrega: domingo 30 de noviembre, de 3 p.m.
 * a 5 p.m." on a Spanish page). The page is prerendered when the site is built, so
 * the date can only be worked out in the visitor's browser: the line is empty (but holds its
 * space) in the HTML and is filled in once the page has hydrated, from the device's clock.
 */
export function NextSession({
  exceptions = NO_EXCEPTIONS,
  clock = deviceClock,
}: NextSessionProps): ReactElement {
  const [text, setText] = useState<NextSessionText | null>(null)
  useEffect(() => {
    setText(describeNextSession(clock(), exceptions))
  }, [exceptions, clock])

  return (
    <>
      {text?.cancelled ? (
        <p className="get-help__cancelled" data-testid="next-cancelled">
          {text.cancelled}
        </p>
      ) : null}
      <p className="get-help__next" data-testid="next-session">
        {text ? t('getHelp.next', { when: text.next }) : '\u00a0'}
      </p>
    </>
  )
}
