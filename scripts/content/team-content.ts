import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, type LocaleParagraphs, loader, pictureIn } from './loader.ts'
import { both, type Localized, localize } from './localize.ts'

interface TeamMemberDocument {
  _id: string
  name: string
  slug: string
  role: Localized
  portrait: ImageWithAlt
  about: LocaleParagraphs
  linkedin: string | null
}

/** The team in the Studio's order, each member in both languages, portraits resolved. */
export const team = loader({
  types: ['teamMember'],
  modules: { name: 'team', export: 'team', finder: 'findTeamMember' },
  query: `*[_type == "teamMember"] | order(order asc, _id asc){
  _id, name, "slug": slug.current, role, "portrait": portrait${IMAGE}, about, linkedin
}`,
  shape: async (documents: TeamMemberDocument[], { images }) => {
    const resolved = await Promise.all(
      documents.map(async (member) => ({
        member,
        portrait: await images.resolve(
          member.portrait,
          imageSizes.team,
          `teamMember "${member._id}" portrait`,
        ),
      })),
    )
    return both((language) =>
      resolved.map(({ member, portrait }) =>
        localize(language, (l) => ({
          id: member._id,
          /** URL segment of /team-single/{slug}; kept as first published, since links point at it. */
          slug: member.slug,
          name: member.name,
          /** "Founder" or "Volunteer for N years". */
          role: l.text(member.role, 'role'),
          image: pictureIn(language, portrait, member.portrait.alt),
          /** "About Me" paragraphs. */
          description: l.lines(member.about, 'description'),
          /** Shown only when present. */
          ...(member.linkedin ? { linkedin: member.linkedin } : {}),
        })),
      ),
    )
  },
})
