import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { heroSlides } from '../../content/hero-slides'
import { t } from '../../lib/i18n/translate'
import { SplitBlock } from './SplitBlock'

/** The landing page's about/target block, with "More about us" and "Become A Volunteer". */
export function TargetBlock(): ReactElement {
  const picture = heroSlides[2].image
  return (
    <SplitBlock
      name="target"
      className="home-target"
      picture={{ ...picture, alt: t(picture.alt) }}
      reverse
      tag={t('home.target.tag')}
      title={t('home.target.title')}
    >
      <p>{t('home.target.text1')}</p>
      <p>{t('home.target.text2')}</p>
      <div className="split__actions">
        <Link to="/about" className="btn btn--primary">
          {t('home.moreAboutUs')}
        </Link>
        <Link to="/volunteer" className="btn btn--outline">
          {t('home.becomeVolunteer')}
        </Link>
      </div>
    </SplitBlock>
  )
}
