import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, withPictures } from './loader.ts'
import type { Localized, LocalizedLines } from './localize.ts'

interface TeamMemberDocument {
  _id: string
  name: string
  slug: string
  role: Localized
  portrait: ImageWithAlt
  about: LocalizedLines
  linkedin: string | null
}

/** The team in the Studio's order, each member in both languages, portraits resolved. */
export const team = loader({
  types: ['teamMember'],
  modules: { name: 'team', export: 'team', finder: 'findTeamMember' },
  query: `*[_type == "teamMember"] | order(order asc, _id asc){
  _id, name, "slug": slug.current, role, "portrait": portrait${IMAGE}, about, linkedin
}`,
  shape: withPictures(
    { type: 'teamMember', field: 'portrait', size: imageSizes.team },
    (member: TeamMemberDocument, l, portrait) => ({
      id: member._id,
      /** URL segment of /team-single/{slug}; kept as first published, since links point at it. */
      slug: member.slug,
      name: member.name,
      /** "Founder" or "Volunteer for N years". */
      role: l.text(member.role, 'role'),
      image: portrait,
      /** "About Me" paragraphs. */
      description: l.lines(member.about, 'description'),
      /** Shown only when present. */
      ...(member.linkedin ? { linkedin: member.linkedin } : {}),
    }),
  ),
})
