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
export const readAt = ${json(content.readAt)}
export function findEvent(slug, list = en) {
  return list.find((event) => event.slug === slug)
}
export const byLocale = {
  en: { events: en, findEvent: (slug) => findEvent(slug, en) },
  es: { events: es, findEvent: (slug) => findEvent(slug, es) },
}
`,
    team: `const en = ${json(content.team.en)}
const es = ${json(content.team.es)}
export const team = en
export function findTeamMember(slug, list = en) {
  return list.find((member) => member.slug === slug)
}
export const byLocale = {
  en: { team: en, findTeamMember: (slug) => findTeamMember(slug, en) },
  es: { team: es, findTeamMember: (slug) => findTeamMember(slug, es) },
}
`,
    testimonials: `const en = ${json(content.testimonials.en)}
export const testimonials = en
export const byLocale = { en: { testimonials: en }, es: { testimonials: ${json(content.testimonials.es)} } }
`,
    about: `const en = ${json(content.about.en)}
export const about = en
export const byLocale = { en: { about: en }, es: { about: ${json(content.about.es)} } }
`,
    partners: `const en = ${json(content.partners.en)}
export const partners = en
export const byLocale = { en: { partners: en }, es: { partners: ${json(content.partners.es)} } }
`,
    'photo-grid': `const en = ${json(content.photoGrid.en)}
export const photoGrid = en
export const byLocale = { en: { photoGrid: en }, es: { photoGrid: ${json(content.photoGrid.es)} } }
`,
    causes: `const en = ${json(content.causes.en)}
const es = ${json(content.causes.es)}
export const causes = en
export function findCause(slug, list = en) {
  return list.find((cause) => cause.slug === slug)
}
export const byLocale = {
  en: { causes: en, findCause: (slug) => findCause(slug, en) },
  es: { causes: es, findCause: (slug) => findCause(slug, es) },
}
`,
    campaigns: `const en = ${json(content.campaigns.en)}
export const campaigns = en
export const byLocale = { en: { campaigns: en }, es: { campaigns: ${json(content.campaigns.es)} } }
`,
    promo: `const en = ${json(content.promo.en.promoImage)}
export const promoImage = en
export const byLocale = { en: { promoImage: en }, es: { promoImage: ${json(content.promo.es.promoImage)} } }
`,
    volunteer: `const en = ${json(content.volunteerSession.en)}
const es = ${spanishOver(content.volunteerSession.en, content.volunteerSession.es)}
export const volunteerSession = en
export const byLocale = { en: { volunteerSession: en }, es: { volunteerSession: es } }
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
    'post-list': `const en = ${json(content.blog.en)}
const es = ${json(content.blog.es)}
export const blog = en
export const byLocale = { en: { blog: en }, es: { blog: es } }
`,
    // Each post's text is a module of its own, imported only when its page opens.
    'post-bodies': `const bodies = {
${Object.keys(content.postBodies)
  .map((slug) => `  ${json(slug)}: () => import(${json(`virtual:content/post/${slug}`)}),`)
  .join('\n')}
}
export function importPostBody(slug) {
  return Object.hasOwn(bodies, slug) ? bodies[slug]() : Promise.resolve(undefined)
}
`,
    ...Object.fromEntries(
      Object.entries(content.postBodies).map(([slug, body]) => [
        `post/${slug}`,
        `export const byLocale = ${json(body)}\n`,
      ]),
    ),
  }
}
