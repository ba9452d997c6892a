import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'

// Stand-ins for the two amounts while the message is written: characters no message contains.
const RAISED = '\uE000'
const GOAL = '\uE001'

/**
 * "$1,950.00 raised of $3,000.00" with both amounts in bold, in the page's language: the message
 * gives the words and their order, and each amount goes where its placeholder is.
 */
export function RaisedOf({ raised, goal }: { raised: number; goal: number }): ReactElement {
  const parts = t('pages.cause.raisedOf', { raised: RAISED, goal: GOAL }).split(
    new RegExp(`([${RAISED}${GOAL}])`),
  )
  return (
    <>
      {parts.map((part, i) =>
        part === RAISED || part === GOAL ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <strong key={i}>{formatCents(part === RAISED ? raised : goal)}</strong>
        ) : (
          part
        ),
      )}
    </>
  )
}
