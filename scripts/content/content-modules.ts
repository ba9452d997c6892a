import { fileURLToPath } from 'node:url'
import type { Language } from './localize.ts'
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

type PerLanguage = Record<Language, unknown>

/** `const en`, `const es`: an object's Spanish as the English plus what differs. */
function bothLanguages(value: PerLanguage): string {
  const { en, es } = value
  const isObject = typeof en === 'object' && en !== null && !Array.isArray(en)
  return `const en = ${json(en)}
const es = ${isObject ? spanishOver(en, es as object) : json(es)}
`
}

/** A module exporting `name` (its English value) and `byLocale`, which pages read. */
function perLanguage(name: string, value: PerLanguage): string {
  return `${bothLanguages(value)}export const ${name} = en
export const byLocale = { en: { ${name}: en }, es: { ${name}: es } }
`
}

/** A list whose items have a page, with its finder by slug in each language. */
function listWithFinder(name: string, finder: string, value: PerLanguage): string {
  return `${bothLanguages(value)}export const ${name} = en
export function ${finder}(slug, list = en) {
  return list.find((item) => item.slug === slug)
}
export const byLocale = {
  en: { ${name}: en, ${finder}: (slug) => ${finder}(slug, en) },
  es: { ${name}: es, ${finder}: (slug) => ${finder}(slug, es) },
}
`
}

/** The source of each `virtual:content/<name>` module (declared in src/content-modules/virtual-modules.d.ts). */
export function contentModules(content: SiteContent): Record<string, string> {
  const { organisation, foodHelp, promo } = content
  return {
    organisation: `import { formatPostalAddress, telHref } from ${json(CONTACT_FORMAT)}
${perLanguage('organisation', organisation)}export { telHref }
export const formatAddress = () => formatPostalAddress(en.address)
`,
    'food-help': perLanguage('foodHelp', foodHelp),
    // The weekly rule as people say it, apart: page heads, on every page, need only this line.
    'food-help-schedule-text': perLanguage('foodHelpScheduleText', {
      en: foodHelp.en.scheduleText,
      es: foodHelp.es.scheduleText,
    }),
    events: `${listWithFinder('events', 'findEvent', content.events)}export const readAt = ${json(content.readAt)}
`,
    team: listWithFinder('team', 'findTeamMember', content.team),
    testimonials: perLanguage('testimonials', content.testimonials),
    about: perLanguage('about', content.about),
    partners: perLanguage('partners', content.partners),
    'photo-grid': perLanguage('photoGrid', content.photoGrid),
    causes: listWithFinder('causes', 'findCause', content.causes),
    campaigns: perLanguage('campaigns', content.campaigns),
    promo: perLanguage('promoImage', { en: promo.en.promoImage, es: promo.es.promoImage }),
    volunteer: perLanguage('volunteerSession', content.volunteerSession),
    'hero-slides': `export const byLocale = ${json(content.heroSlides)}
export const { heroSlides } = byLocale.en
`,
    'feature-tiles': `export const byLocale = ${json(content.featureTiles)}
export const { featureTiles, featureStrip } = byLocale.en
`,
    'fun-facts': `export const byLocale = ${json(content.funFacts)}
export const { funFacts } = byLocale.en
`,
    'post-list': perLanguage('blog', content.blog),
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
