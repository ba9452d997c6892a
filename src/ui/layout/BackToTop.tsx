import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { ArrowUpIcon } from '../icons'
import { useMediaQuery } from '../use-media-query'
import { useScrolledPast } from '../use-scrolled-past'

/**
 * Only where the page has a margin wider than the button (layout.css, same width) does it float
 * beside the content; narrower, a floating button would sit on top of text, so it stays in the
 * footer's bottom bar instead, in the flow, always there.
 */
const FLOATING_BACK_TO_TOP = '(min-width: 1360px)'

export function BackToTop(): ReactElement {
  const floating = useMediaQuery(FLOATING_BACK_TO_TOP)
  const scrolled = useScrolledPast(400)
  // Server and first render take the narrow case: the button is in the footer, reachable.
  const visible = !floating || scrolled
  return (
    <button
      type="button"
      className={`back-to-top${scrolled ? ' back-to-top--scrolled' : ''}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        document.getElementById('main-content')?.focus({ preventScroll: true })
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{t('layout.backToTop')}</span>
    </button>
  )
}
