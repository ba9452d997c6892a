import { byLocale as teamByLocale } from 'virtual:content/team'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { TeamCard } from '../../ui/cards/TeamCard'
import { SectionHeading } from '../../ui/SectionHeading'

export function TeamList(): ReactElement {
  const { team } = localized(teamByLocale)
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="container">
        <SectionHeading
          id="team-title"
          tag={t('pages.team.tag')}
          title={t('pages.team.title')}
          intro={<p>{t('pages.team.intro')}</p>}
        />
        <ul className="grid card-list card-list--three">
          {team.map((member, index) => (
            <li key={member.id}>
              <TeamCard member={member} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
