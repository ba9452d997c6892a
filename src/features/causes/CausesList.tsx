import { byLocale as causesByLocale } from 'virtual:content/causes'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { CauseCard } from '../../ui/cards/CauseCard'
import { CardListSection } from '../../ui/SectionHeading'

/** "Recent Case Studies": every cause as a card (the template's "Resent" typo fixed). */
export function CausesList(): ReactElement {
  return (
    <CardListSection
      page="causes"
      items={localized(causesByLocale).causes}
      card={(cause, loading) => <CauseCard cause={cause} loading={loading} />}
    />
  )
}
