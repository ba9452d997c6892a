import type { ReactElement } from 'react'
import './avatar.css'

interface InitialAvatarProps {
  /** Whose initial to show. */
  name: string
  large?: boolean
  /** The caller's own class, for a look of its own (e.g. the home carousel's larger disc). */
  className?: string
}

/** The first letter of a name in a disc. Decorative: the name is always written beside it. */
export function InitialAvatar({
  name,
  large = false,
  className,
}: InitialAvatarProps): ReactElement {
  const classes = ['avatar', large ? 'avatar--large' : null, className].filter(Boolean).join(' ')
  return (
    <span className={classes} aria-hidden="true">
      {name.charAt(0)}
    </span>
  )
}
