import { createFileRoute } from '@tanstack/react-router'
import { findTeamMember } from '../content/team'
import { TeamMemberDetail } from '../features/team/TeamMemberDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/team-single/$slug')({
  loader: ({ params }) => foundOrNotFound(findTeamMember(params.slug)),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, (item) => ({
      title: item.name,
      description:
        `${item.name}, ${item.role.toLowerCase()} at the collective: ${item.description[0] ?? ''}`.slice(
          0,
          200,
        ),
      path: `/team-single/${params.slug}`,
      image: item.image.src,
    })),
  component: DetailPage,
})

function DetailPage() {
  const member = Route.useLoaderData()
  return (
    <>
      <PageTitle title={member.name} />
      <TeamMemberDetail member={member} />
    </>
  )
}
