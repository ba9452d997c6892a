import { type ReactElement, useEffect, useMemo, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { ReservedText } from '../../ui/ReservedText'
import { describeNextSession } from './next-session'

/**
 * A Sunday morning in September, in California: its line is about the longest the rule gives
 * ("Next: Today, Sunday 27 September, 3pm to 5pm"), so the room kept for it is enough whatever
 * the date turns out to be. Fixed, so the build and the browser write the same stand-in.
 */
const LONG_LINE_MOMENT = new Date('2026-09-27T17:00:00Z')

/**
 * "Next: Sunday 30 November, 3pm to 5pm" ("Próxima entrega: domingo 30 de noviembre, de 3 p.m.
 * a 5 p.m." on a Spanish page). The page is prerendered when the site is built, so
 * the date can only be worked out in the visitor's browser: the line is empty in the HTML and is
 * filled in once the page has hydrated, from the device's clock. It keeps room for a long date
 * from the start: on a phone the date wraps to a second line, which moved everything below it.
 */
export function NextSession(): ReactElement {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    setText(describeNextSession(new Date()))
  }, [])
  const reserve = useMemo(
    () => t('getHelp.next', { when: describeNextSession(LONG_LINE_MOMENT) }),
    [],
  )

  return (
    <p className="get-help__next" data-testid="next-session">
      <ReservedText reserve={reserve}>
        {text ? t('getHelp.next', { when: text }) : '\u00a0'}
      </ReservedText>
    </p>
  )
}
