import { fileURLToPath } from 'node:url'
import type { Post, PostBody, PostEntry, PostLink } from '../../src/content-modules/types.ts'
import { FIRST_PAGES, POSTS_PER_PAGE } from '../../src/features/blog/pagination.ts'
import { adjacentPosts } from './adjacent-posts.ts'
import { both, type Language } from './localize.ts'
import type { SiteContent } from './site-content.ts'

const CONTACT_FORMAT = fileURLToPath(new URL('../../src/lib/contact-format.ts', import.meta.url))

const json = (value: unknown) => JSON.stringify(value)

/** The posts every blog page has at once: the lists' first pages. */
const FIRST_POSTS = POSTS_PER_PAGE * FIRST_PAGES

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
    // Every blog page starts with the newest posts only; the lists load the rest when asked.
    'post-list': perLanguage(
      'blog',
      both((language) => {
        const blog = content.blog[language]
        return { ...blog, posts: blog.posts.slice(0, FIRST_POSTS) }
      }),
    ),
    'post-archive': perLanguage(
      'posts',
      both((language) => content.blog[language].posts.slice(FIRST_POSTS)),
    ),
    // Each post's own module, imported only when its page opens.
    'post-entries': `const entries = {
${Object.keys(content.postBodies)
  .map((slug) => `  ${json(slug)}: () => import(${json(`virtual:content/post/${slug}`)}),`)
  .join('\n')}
}
export function importPostEntry(slug) {
  return Object.hasOwn(entries, slug) ? entries[slug]() : Promise.resolve(undefined)
}
`,
    ...Object.fromEntries(
      Object.entries(content.postBodies).map(([slug, text]) => [
        `post/${slug}`,
        `export const byLocale = ${json(both((language) => postEntry(content, language, slug, text[language])))}\n`,
      ]),
    ),
  }
}

/** A post's module in one language: the post, its text, and its neighbours. */
function postEntry(
  content: SiteContent,
  language: Language,
  slug: string,
  text: PostBody,
): PostEntry {
  const { posts } = content.blog[language]
  const post = posts.find((candidate) => candidate.slug === slug)
  if (!post) throw new Error(`The post ${slug} has a text but is not in the list`)
  const { previous, next } = adjacentPosts(posts, slug)
  const link = ({ slug, title, englishOnly }: Post): PostLink => ({ slug, title, englishOnly })
  return {
    post,
    text,
    ...(previous && { previous: link(previous) }),
    ...(next && { next: link(next) }),
  }
}
