import type { ReactElement } from 'react'
import { ArrowUpIcon } from '../icons'
import { useScrolledPast } from '../use-scrolled-past'

export function BackToTop(): ReactElement {
  const visible = useScrolledPast(400)
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' back-to-top--visible' : ''}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        document.getElementById('main-content')?.focus({ preventScroll: true })
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
