import type { ReactElement } from 'react'
import { Icon } from '../../ui/icons'

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
