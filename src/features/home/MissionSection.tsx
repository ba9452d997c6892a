import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { FeatureTile } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { FeatureIcon } from './FeatureIcon'
import { HomeSection } from './HomeSection'

/** The mission text and the feature tiles (six on the home page, the three-tile strip on /home-2). */
export function MissionSection({ tiles }: { tiles: readonly FeatureTile[] }): ReactElement {
  const { organisation } = localized(organisationByLocale)
  return (
    <HomeSection
      name="mission"
      tag={t('home.mission.tag')}
      title={t('home.mission.title')}
      intro={t('home.mission.intro', {
        name: organisation.name,
        year: organisation.foundedYear,
        founder: organisation.founder,
        time: organisation.meetingTime,
      })}
    >
      <ul className={`feature-tiles feature-tiles--${tiles.length}`} data-home-section="features">
        {tiles.map((tile) => (
          <li key={tile.id} className="feature-tile">
            <span className="icon-disc feature-tile__icon">
              <FeatureIcon name={tile.icon} />
            </span>
            <h3 className="feature-tile__title" lang={langOf(tile, 'title')}>
              {tile.title}
            </h3>
            <p className="feature-tile__text" lang={langOf(tile, 'text')}>
              {tile.text}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
