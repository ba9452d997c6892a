import { byLocale as organisationByLocale, telHref } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { SocialLinks } from '../SocialLinks'

export function TopBar(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  // One template string is one text node: no <!-- --> markers in every prerendered page.
  // A landmark of its own, so screen-reader users can find "Donate now" by landmark and no
  // content of the page sits outside every landmark.
  return (
    <aside className="topbar" aria-label={t('layout.topbar.label')}>
      <div className="container topbar__inner">
        <p className="topbar__meet">
          {t('layout.topbar.volunteer', { meetingTime: organisation.meetingTime })}
          <a href={telHref(organisation.phone)}>{organisation.phone}</a>
        </p>
        <div className="topbar__actions">
          <span className="topbar__follow" aria-hidden="true">
            {t('layout.topbar.followUs')}
          </span>
          <nav aria-label={t('layout.topbar.followUs')}>
            <SocialLinks className="topbar__social" />
          </nav>
          <Link to="/donate" className="btn btn--accent topbar__donate">
            {t('layout.donateNow')}
          </Link>
        </div>
      </div>
    </aside>
  )
}
