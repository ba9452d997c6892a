import type { Page } from '@playwright/test'
import { en } from '../../../src/lib/i18n/catalogs/en'
import { es } from '../../../src/lib/i18n/catalogs/es'
import { siteContent } from './site-content'

// Finds English catalog text left on a Spanish page. Each part of the site's Spanish spec scans
// its own pages with it, scoped to what that part translates.

/** Names stay as they are in both languages: they are taken out of the text before the scan. */
export const NAMES = ['Harvest Share Collective', 'Harvest Share', 'Facebook', 'Instagram']

/**
 * The catalog entries both languages write alike (names, loanwords, the offer of Spanish that
 * reads the same on English pages): not English leftovers. Listed by hand, not derived from the
 * catalogs: a Spanish entry pasted in English would otherwise count as "alike" and hide itself.
 * Add a key here only when the Spanish word really is the English one.
 */
export const SAME_IN_BOTH_KEYS = [
  'language.offer',
  'language.offerAction',
  'language.offerDismiss',
  'page./blog.title',
  'shop.cardForm.cvv',
  'donate.form.tributeNone',
  'impact.chart.total',
  'shared.video',
] as const satisfies readonly (keyof typeof en)[]

const SAME_IN_BOTH: string[] = SAME_IN_BOTH_KEYS.filter((key) => es[key] === en[key]).map(
  (key) => en[key],
)

/** The English catalog's phrases: the fixed parts of each message, four letters or longer. */
export const ENGLISH_PHRASES = Object.values(en)
  .filter((text) => !SAME_IN_BOTH.includes(text))
  // Only the fixed part of a message with values can be looked for.
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((text) => text.trim())
  .filter((text) => text.length >= 4)

/**
 * Content shown on a Spanish page in English because its Spanish is not written yet: marked
 * `lang="en"`, and the only English a Spanish page may hold.
 */
export const MARKED_ENGLISH = '[lang="en"]'

/**
 * The text, aria-labels and titles inside every element matching `selector`, leaving out what is
 * marked English (MARKED_ENGLISH).
 */
export async function visibleAndSpokenText(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(
    selector,
    (nodes, markedEnglish) =>
      nodes.flatMap((original) => {
        const node = original.cloneNode(true) as Element
        for (const english of node.querySelectorAll(markedEnglish)) english.remove()
        return [
          // Text node by text node, so one element's text does not run into the next one's
          // ("TestimoniosCommunity Voices" hides the heading from a whole-word search).
          (() => {
            const parts: string[] = []
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              parts.push(text.textContent ?? '')
            }
            return parts.join(' ').replace(/\s+/g, ' ')
          })(),
          ...[...node.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap(
            (el) => [
              el.getAttribute('aria-label') ?? '',
              el.getAttribute('title') ?? '',
              el.getAttribute('placeholder') ?? '',
              el.getAttribute('alt') ?? '',
            ],
          ),
          original.getAttribute('aria-label') ?? '',
        ]
      }),
    MARKED_ENGLISH,
  )
}

/**
 * The English catalog phrases found in `texts`, after taking out `names` (and the shared NAMES).
 * Whole words only where a phrase starts or ends with a letter ("Impact" is not in "Impacto");
 * "(opens in a new tab)" is found right after "Facebook".
 */
export function englishLeftovers(texts: string[], names: string[] = []): string[] {
  return phrasesIn(ENGLISH_PHRASES, texts, names)
}

/**
 * The English posts' titles and categories, where the Spanish twin writes them differently: a
 * Spanish page that lists posts (the blog, the home pages' latest posts) must show none of them.
 */
export const ENGLISH_POST_PHRASES = (() => {
  const { en: english, es: spanish } = siteContent.blog
  const spanishWords = [
    ...spanish.posts.flatMap((post) => [post.title, post.category]),
    ...spanish.categories.map((category) => category.name),
  ]
  return [
    ...english.posts.map((post) => post.title),
    ...english.categories.map((category) => category.name),
  ].filter((text) => !spanishWords.includes(text))
})()

/**
 * The English posts' titles and categories found in `texts` (see ENGLISH_POST_PHRASES). Looked
 * for anywhere, not as whole words: an element's text runs into the next one's ("2026Food
 * rescuePor qué..."), and these phrases are too long to turn up inside Spanish words.
 */
export function englishPostLeftovers(texts: string[]): string[] {
  return ENGLISH_POST_PHRASES.filter((phrase) => texts.some((text) => text.includes(phrase)))
}

/**
 * "3 p.m.." and the like: a Spanish time ends in "p.m.", so a message that puts one before its
 * own full stop writes two (the time belongs inside the sentence, or in brackets).
 */
export function doubledStops(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(/\S*[ap]\.\s?m\.\.(?!\.)/g)].map((m) => m[0]))
}

function phrasesIn(phrases: string[], texts: string[], names: string[] = []): string[] {
  const allNames = [...NAMES, ...names].sort((a, b) => b.length - a.length)
  const cleaned = texts.map((text) => allNames.reduce((t, name) => t.replaceAll(name, ' '), text))
  return phrases.filter((phrase) => {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const before = /^\p{L}/u.test(phrase) ? '(^|[^\\p{L}])' : ''
    const after = /\p{L}$/u.test(phrase) ? '($|[^\\p{L}])' : ''
    const word = new RegExp(`${before}${escaped}${after}`, 'u')
    return cleaned.some((text) => word.test(text))
  })
}
