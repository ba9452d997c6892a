import { createFileRoute, notFound } from '@tanstack/react-router'
import { findTeamMember } from '../content/team'
import { TeamMemberDetail } from '../features/team/TeamMemberDetail'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/team-single/$slug')({
  loader: ({ params }) => {
    const item = findTeamMember(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.name,
          description:
            `${loaderData.name}, ${loaderData.role.toLowerCase()} at the collective: ${loaderData.description[0] ?? ''}`.slice(
              0,
              200,
            ),
          path: `/team-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
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
