import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { activeHeroSlides, t } from '../../lib/i18n/translate'
import { SplitBlock } from './SplitBlock'

/** The landing page's about/target block, with "More about us" and "Become A Volunteer". */
export function TargetBlock(): ReactElement {
  // The third slide's picture (the garden), or the first's while there are fewer slides.
  const slides = activeHeroSlides()
  const picture = (slides[2] ?? slides[0]).image
  return (
    <SplitBlock
      name="target"
      className="home-target"
      picture={picture}
      reverse
      tag={t('home.target.tag')}
      title={t('home.target.title')}
    >
      <p>{t('home.target.text1')}</p>
      <p>{t('home.target.text2')}</p>
      <div className="button-row">
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
