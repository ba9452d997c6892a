import { byLocale as teamByLocale } from 'virtual:content/team'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { TeamCard } from '../../ui/cards/TeamCard'
import { CardListSection } from '../../ui/SectionHeading'

export function TeamList(): ReactElement {
  return (
    <CardListSection
      page="team"
      items={localized(teamByLocale).team}
      card={(member, loading) => <TeamCard member={member} loading={loading} />}
    />
  )
}
