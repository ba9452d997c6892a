import type { ReactElement } from 'react'
import { Icon } from '../../ui/icons'

/** One line-drawn icon per About value; decorative, the value's heading carries the meaning. */
const paths: Record<string, ReactElement> = {
  donation: (
    <path d="M12 21s-7-4.4-9.3-9A5 5 0 0 1 12 6.3 5 5 0 0 1 21.3 12c-2.3 4.6-9.3 9-9.3 9z" />
  ),
  'food-distribution': (
    <>
      <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </>
  ),
  community: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M10 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    </>
  ),
  hope: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  empathy: (
    <>
      <path d="M7 11V6a2 2 0 0 1 4 0v5M11 10V4a2 2 0 0 1 4 0v6M15 10V6a2 2 0 0 1 4 0v7a8 8 0 0 1-8 8h-1a7 7 0 0 1-6-3.4L2 14a2 2 0 0 1 3.4-2L7 14" />
    </>
  ),
}

export function ValueIcon({ id }: { id: string }): ReactElement {
  return (
    <Icon size={32} fine>
      {paths[id] ?? <circle cx="12" cy="12" r="8" />}
    </Icon>
  )
}
