import { array, object, string } from 'yup'
import type { About } from '../../src/content-modules/types.ts'
import { VALUE_ICONS } from '../../src/content-schema/about.ts'
import { localeString, single, text, validateDocuments } from './content-validation.ts'
import { localeParagraphs } from './locale-paragraphs.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const ABOUT_QUERY = `*[_type == "about"]{
  _id, intro, "values": values[]{ _key, icon, title, text }, mission, vision, valuesInBrief
}`

const icons = VALUE_ICONS.map((icon) => icon.value)

export const aboutDocument = object({
  _id: text(),
  intro: localeParagraphs(),
  values: array(
    object({
      _key: text(),
      icon: string().oneOf(icons, 'is not one of the icons').required('is missing'),
      title: localeString(),
      text: localeString(),
    }),
  )
    .required('is missing')
    .min(1, 'is empty'),
  mission: localeString(),
  vision: localeString(),
  valuesInBrief: localeString(),
})

/** The About page's words in both languages. */
export async function loadAbout(source: ContentSource): Promise<Record<Language, About>> {
  const about = single(
    'about',
    validateDocuments('about', aboutDocument, await queryContent(source, ABOUT_QUERY)),
  )
  return both((language) =>
    localize(language, (l) => ({
      intro: l.lines(about.intro, 'intro'),
      values: about.values.map((value) =>
        localize(language, (v) => ({
          id: value._key,
          icon: value.icon,
          title: v.text(value.title, 'title'),
          text: v.text(value.text, 'text'),
        })),
      ),
      mission: l.text(about.mission, 'mission'),
      vision: l.text(about.vision, 'vision'),
      valuesInBrief: l.text(about.valuesInBrief, 'valuesInBrief'),
    })),
  )
}
