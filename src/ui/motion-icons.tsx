import type { ReactElement, ReactNode } from 'react'
import './icons.css'

/** Icons of the motion controls (sliders, typing text). Decorative: the button carries the name. */
function ControlIcon({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}): ReactElement {
  return (
    <svg aria-hidden="true" className={className} width="20" height="20" viewBox="0 0 24 24">
      {children}
    </svg>
  )
}

export const PauseIcon = (): ReactElement => (
  <ControlIcon>
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
  </ControlIcon>
)

export const PlayIcon = (): ReactElement => (
  <ControlIcon>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </ControlIcon>
)

export const ChevronIcon = (): ReactElement => (
  <ControlIcon className="icon icon--bold">
    <path d="M9 6l6 6-6 6" />
  </ControlIcon>
)
