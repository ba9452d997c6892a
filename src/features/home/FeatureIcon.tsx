import type { ReactElement, ReactNode } from 'react'
import type { FeatureIconName as IconName } from '../../content-modules/types'
import { Icon } from '../../ui/icons'

const paths: Record<IconName, ReactNode> = {
  book: (
    <>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
      <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
    </>
  ),
  apple: (
    <>
      <path d="M12 7c-1.5-1-4-1.2-5.5.3C4.6 9.2 5 13 6.5 16c1.2 2.4 3 4.3 5.5 3.5 2.5.8 4.3-1.1 5.5-3.5 1.5-3 1.9-6.8 0-8.7C16 5.8 13.5 6 12 7z" />
      <path d="M12 7c0-2 1-3.5 3-4" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  hands: (
    <>
      <path d="M12 21v-9l-2-6.2c-.4-1.2-2.1-.9-2.1.4V12l-3 3v3l3 3z" />
      <path d="M12 21v-9l2-6.2c.4-1.2 2.1-.9 2.1.4V12l3 3v3l-3 3z" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 8.5v6.5M7.5 10.5l4.5 2 4.5-2M8.5 21l3.5-6 3.5 6" />
    </>
  ),
  heart: (
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15.5 14.4c3-.4 5.5 1.7 5.5 5.1" />
    </>
  ),
}

/** The line icon of a feature tile; decorative, the tile's title names it. */
export function FeatureIcon({ name }: { name: IconName }): ReactElement {
  return (
    <Icon size={32} fine>
      {paths[name]}
    </Icon>
  )
}
