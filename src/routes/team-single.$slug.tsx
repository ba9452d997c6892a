import { byLocale as teamByLocale } from 'virtual:content/team'
import { createFileRoute } from '@tanstack/react-router'
import { TeamMemberDetail } from '../features/team/TeamMemberDetail'
import { localized } from '../lib/i18n/localized'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/team-single/$slug')({
  loader: ({ params }) =>
    detailMeta(localized(teamByLocale).findTeamMember(params.slug), (item) => ({
      title: item.name,
      description: t('pages.member.description', {
        name: item.name,
        role: item.role.toLowerCase(),
        about: item.description[0] ?? '',
      }).slice(0, 200),
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/team-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const member = foundOrNotFound(localized(teamByLocale).findTeamMember(Route.useParams().slug))
  return (
    <>
      <PageTitle title={member.name} />
      <TeamMemberDetail member={member} />
    </>
  )
}
