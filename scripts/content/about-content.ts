import type { VALUE_ICONS } from '../../src/content-schema/about.ts'
import { loader, singleIn } from './loader.ts'
import type { Localized, LocalizedLines } from './localize.ts'

interface AboutDocument {
  _id: string
  intro: LocalizedLines
  values: {
    _key: string
    icon: (typeof VALUE_ICONS)[number]['value']
    title: Localized
    text: Localized
  }[]
  mission: Localized
  vision: Localized
  valuesInBrief: Localized
}

/** The About page's words: who we are, the values, then mission, vision and values in brief. */
export const about = loader({
  types: ['about'],
  modules: { name: 'about', export: 'about' },
  query: `*[_type == "about"]{
  _id, intro, "values": values[]{ _key, icon, title, text }, mission, vision, valuesInBrief
}`,
  shape: singleIn('about', (about: AboutDocument, l) => ({
    intro: l.lines(about.intro, 'intro'),
    values: l.each(about.values, (value, v) => ({
      id: value._key,
      /** Which drawn icon goes with the value (VALUE_ICONS). */
      icon: value.icon,
      title: v.text(value.title, 'title'),
      text: v.text(value.text, 'text'),
    })),
    mission: l.text(about.mission, 'mission'),
    vision: l.text(about.vision, 'vision'),
    valuesInBrief: l.text(about.valuesInBrief, 'valuesInBrief'),
  })),
})
