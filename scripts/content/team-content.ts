import { type InferType, object, string } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import type { TeamMember } from '../../src/content-modules/types.ts'
import type { ImageResolver } from './content-images.ts'
import { IMAGE } from './content-images.ts'
import { image, localeString, text, validateDocuments } from './content-validation.ts'
import { localeParagraphs } from './locale-paragraphs.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const TEAM_QUERY = `*[_type == "teamMember"] | order(order asc, _id asc){
  _id, name, "slug": slug.current, role, "portrait": portrait${IMAGE}, about, linkedin
}`

export const teamMemberDocument = object({
  _id: text(),
  name: text(),
  slug: text().matches(/^[\w-]+$/, 'may hold only letters, digits and dashes'),
  role: localeString(),
  portrait: image,
  about: localeParagraphs(),
  linkedin: string().trim().url('is not an address').nullable().optional(),
})

export type TeamMemberDocument = InferType<typeof teamMemberDocument>

/** The team in the Studio's order, each member in both languages, portraits resolved. */
export async function loadTeam(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, TeamMember[]>> {
  const documents = validateDocuments(
    'teamMember',
    teamMemberDocument,
    await queryContent(source, TEAM_QUERY),
  )
  const members = await Promise.all(
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
    members.map(({ member, portrait }) =>
      localize(language, (l) => ({
        id: member._id,
        slug: member.slug,
        name: member.name,
        role: l.text(member.role, 'role'),
        image: localize(language, (i) => ({
          ...portrait,
          alt: i.text(member.portrait.alt, 'alt'),
        })),
        description: l.lines(member.about, 'description'),
        ...(member.linkedin ? { linkedin: member.linkedin } : {}),
      })),
    ),
  )
}
