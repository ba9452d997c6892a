import { organisation } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { t } from '../lib/i18n/translate'

/** The organisation's social profiles; a network without a URL is simply not listed. */
export function SocialLinks({ className }: { className?: string }): ReactElement {
  return (
    <ul className={className ?? 'social-links'}>
      {organisation.social.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.network}
            <span className="visually-hidden">{t('layout.footer.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
