import { byLocale as partnersByLocale } from 'virtual:content/partners'
import type { ReactElement } from 'react'
import { localized } from '../lib/i18n/localized'
import { ContentImg } from './ContentImg'

/**
 * The partners' logos in the page's language, one list item each. The home page and the Impact
 * page show the same list; each lays it out with its own class.
 */
export function PartnerLogos({ className }: { className: string }): ReactElement {
  const { partners } = localized(partnersByLocale)
  return (
    <ul className={className}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <ContentImg image={partner.image} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
}
