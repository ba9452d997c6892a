import { byLocale as teamByLocale } from 'virtual:content/team'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { TeamCard } from '../../ui/cards/TeamCard'
import { HomeSection } from './HomeSection'

/** The team block: the founder and the first volunteers, with a link to the whole team. */
export function TeamBlock(): ReactElement {
  const { team } = localized(teamByLocale)
  return (
    <HomeSection name="team" cream tag={t('pages.team.tag')} title={t('pages.team.title')}>
      <ul className="home-grid home-grid--4">
        {team.slice(0, 4).map((member) => (
          <li key={member.id}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link to="/team" className="btn btn--outline">
          {t('home.team.all')}
        </Link>
      </p>
    </HomeSection>
  )
}
