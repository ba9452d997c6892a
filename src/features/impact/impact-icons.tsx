import type { ReactElement, ReactNode } from 'react'

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }): ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const ShareIcon = (): ReactElement => (
  <Icon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
)

export const FlagIcon = ({ size = 18 }: { size?: number }): ReactElement => (
  <Icon size={size}>
    <path d="M5 22V4M5 4h11l-2 4 2 4H5" />
  </Icon>
)

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }): ReactElement => (
  <Icon>
    <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </Icon>
)

export const OfflineIcon = (): ReactElement => (
  <Icon>
    <path d="M2 2l20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-3-2M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5" />
    <circle cx="12" cy="20" r="0.8" fill="currentColor" />
  </Icon>
)
