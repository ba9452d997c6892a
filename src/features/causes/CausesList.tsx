import { byLocale as causesByLocale } from 'virtual:content/causes'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { CauseCard } from '../../ui/cards/CauseCard'
import { SectionHeading } from '../../ui/SectionHeading'

/** "Recent Case Studies": every cause as a card (the template's "Resent" typo fixed). */
export function CausesList(): ReactElement {
  const { causes } = localized(causesByLocale)
  return (
    <section className="section" aria-labelledby="causes-title">
      <div className="container">
        <SectionHeading
          id="causes-title"
          tag={t('pages.causes.tag')}
          title={t('pages.causes.title')}
          intro={<p>{t('pages.causes.intro')}</p>}
        />
        <ul className="grid card-list card-list--three">
          {causes.map((cause, index) => (
            <li key={cause.id}>
              <CauseCard cause={cause} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
