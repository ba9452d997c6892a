import type { ReactElement, ReactNode } from 'react'
import './icons.css'

interface IconProps {
  children: ReactNode
  size?: number
  /** Fill the shape with the text colour (e.g. a saved heart) instead of outlining it. */
  filled?: boolean
  /** Larger decorative icons (32 px tiles) read better with a slightly finer line. */
  fine?: boolean
}

/**
 * The frame of every small inline icon (features draw their own shapes inside it); its line style
 * is the .icon class. Decorative: hidden from assistive tech, the control around it carries the label.
 */
export function Icon({
  children,
  size = 20,
  filled = false,
  fine = false,
}: IconProps): ReactElement {
  const className = `icon${filled ? ' icon--filled' : ''}${fine ? ' icon--fine' : ''}`
  return (
    <svg aria-hidden="true" className={className} width={size} height={size} viewBox="0 0 24 24">
      {children}
    </svg>
  )
}

export const MenuIcon = (): ReactElement => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
)
export const CloseIcon = (): ReactElement => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
export const CartIcon = (): ReactElement => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12L22 7H6.2" />
  </Icon>
)
export const ArrowUpIcon = (): ReactElement => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
)
export const PhoneIcon = (): ReactElement => (
  <Icon>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </Icon>
)
export const MailIcon = (): ReactElement => (
  <Icon>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </Icon>
)
export const PinIcon = (): ReactElement => (
  <Icon>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
)
export const ShareIcon = (): ReactElement => (
  <Icon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
)
