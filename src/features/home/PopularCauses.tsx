import { byLocale as causesByLocale } from 'virtual:content/causes'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { CauseCard } from '../../ui/cards/CauseCard'
import { Slider } from '../../ui/Slider'
import { HomeSection } from './HomeSection'

/** "Popular causes": the first 6, looping, autoplay 3000 ms, speed 1000, 1 / 2 from 767 / 3 from 1400. */
export function PopularCauses(): ReactElement {
  const { causes } = localized(causesByLocale)
  return (
    <HomeSection
      name="causes"
      cream
      tag={t('pages.causes.tag')}
      title={t('home.causes.title')}
      intro={t('home.causes.intro')}
    >
      <Slider
        label={t('home.causes.slider')}
        perView={{ 0: 1, 767: 2, 1400: 3 }}
        gap={30}
        speed={1000}
        autoplayDelay={3000}
        slides={causes.slice(0, 6).map((cause) => ({
          id: cause.id,
          content: <CauseCard cause={cause} />,
        }))}
      />
    </HomeSection>
  )
}
