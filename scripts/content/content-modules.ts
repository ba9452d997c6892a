import { fileURLToPath } from 'node:url'
import type { SiteContent } from './site-content.ts'

const CONTACT_FORMAT = fileURLToPath(new URL('../../src/lib/contact-format.ts', import.meta.url))

const json = (value: unknown) => JSON.stringify(value)

/**
 * The Spanish value written as the English one plus what differs, so facts the languages share
 * (an address, a phone number) are in the bundle once.
 */
function spanishOver(english: object, spanish: object): string {
  const differing = Object.entries(spanish).filter(
    ([key, value]) => json(value) !== json((english as Record<string, unknown>)[key]),
  )
  return `{ ...en, ...${json(Object.fromEntries(differing))} }`
}

/** The source of each `virtual:content/<name>` module (declared in src/content-modules/virtual-modules.d.ts). */
export function contentModules(content: SiteContent): Record<string, string> {
  const { organisation, foodHelp, events } = content
  return {
    organisation: `import { formatPostalAddress, telHref } from ${json(CONTACT_FORMAT)}
const en = ${json(organisation.en)}
const es = ${spanishOver(organisation.en, organisation.es)}
export const organisation = en
export const byLocale = { en: { organisation: en }, es: { organisation: es } }
export { telHref }
export const formatAddress = () => formatPostalAddress(en.address)
`,
    'food-help': `const en = ${json(foodHelp.en)}
const es = ${spanishOver(foodHelp.en, foodHelp.es)}
export const foodHelp = en
export const byLocale = { en: { foodHelp: en }, es: { foodHelp: es } }
`,
    'food-help-schedule-text': `export const foodHelpScheduleText = ${json(foodHelp.en.scheduleText)}
export const byLocale = {
  en: { foodHelpScheduleText },
  es: { foodHelpScheduleText: ${json(foodHelp.es.scheduleText)} },
}
`,
    events: `const en = ${json(events.en)}
const es = ${json(events.es)}
export const events = en
export function findEvent(slug, list = en) {
  return list.find((event) => event.slug === slug)
}
export const byLocale = {
  en: { events: en, findEvent: (slug) => findEvent(slug, en) },
  es: { events: es, findEvent: (slug) => findEvent(slug, es) },
}
`,
    'hero-slides': `export const byLocale = ${json(content.heroSlides)}
export const { heroSlides } = byLocale.en
`,
    'feature-tiles': `export const byLocale = ${json(content.featureTiles)}
export const { featureTiles, featureStrip } = byLocale.en
`,
    'fun-facts': `export const byLocale = ${json(content.funFacts)}
export const { funFacts } = byLocale.en
`,
  }
}
