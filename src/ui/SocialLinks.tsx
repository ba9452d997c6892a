import type { ReactElement } from 'react'
import { organisation } from '../content/organisation'

/** The organisation's social profiles; a network without a URL is simply not listed. */
export function SocialLinks({ className }: { className?: string }): ReactElement {
  return (
    <ul className={className ?? 'social-links'}>
      {organisation.social.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.network}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
