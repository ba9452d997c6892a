import { createFileRoute } from '@tanstack/react-router'
import { findTeamMember } from '../content/team'
import { TeamMemberDetail } from '../features/team/TeamMemberDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/team-single/$slug')({
  loader: ({ params }) =>
    detailMeta(findTeamMember(params.slug), (item) => ({
      title: item.name,
      description:
        `${item.name}, ${item.role.toLowerCase()} at the collective: ${item.description[0] ?? ''}`.slice(
          0,
          200,
        ),
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/team-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const member = foundOrNotFound(findTeamMember(Route.useParams().slug))
  return (
    <>
      <PageTitle title={member.name} />
      <TeamMemberDetail member={member} />
    </>
  )
}
