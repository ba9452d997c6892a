import { i18nString } from 'typesafe-i18n'
import type { HeroSlide } from '../../content-modules/types'
import { activeLocale, setActiveLocale } from './active-locale'
import type { MessageKey } from './catalogs/en'
import { DEFAULT_LOCALE, type Locale } from './locales'

export { activeLocale }

/**
 * The one active language and its messages (typesafe-i18n's small runtime). A document
 * is in one language for its whole life, since the language is part of the URL and switching
 * loads the other document, so one module-level translator is right in the browser; the server
 * render activates each page's language before rendering it (the prerender renders pages one
 * after another). Code outside React (toasts, validation messages, head tags) calls `t()` the same
 * way components do. Every call goes through `t()`, typed by the English catalog's keys.
 */
export type Messages = Readonly<Record<string, string>>
type MessageValues = Record<string, string | number>

/** What a language's file holds (page-catalog.ts): its messages, and the hero's slides in it. */
export interface LanguageFile {
  messages: Messages
  heroSlides: readonly [HeroSlide, ...HeroSlide[]]
}

let messages: Messages = {}
let heroSlides: LanguageFile['heroSlides'] | undefined
// typesafe-i18n's string form: it fills a message's placeholders (and plural forms) and caches
// each message's parsed parts. Its object form (i18nObject) copies the whole catalog, 800-odd
// keys, into a proxy when a language is activated, in every page's start-up.
let translate = i18nString(DEFAULT_LOCALE)
let catalogUrl = ''

/**
 * Makes `locale` the active language with its file, read from `url` (the file the page links:
 * src/lib/i18n/page-catalog.ts).
 */
export function activateLocale(locale: Locale, file: LanguageFile, url: string): void {
  messages = file.messages
  heroSlides = file.heroSlides
  translate = i18nString(locale)
  setActiveLocale(locale)
  catalogUrl = url
}

/** The address of the active catalog's file, which the page's head preloads. */
export function activeCatalogUrl(): string {
  return catalogUrl
}

/** The active language's text for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = messages[key]
  return message === undefined ? key : translate(message, values ?? {})
}

/** Whether the active catalog has `key` (page head keys exist only for some paths). */
export function hasMessage(key: string): key is MessageKey {
  return messages[key] !== undefined
}

/** The home page's hero slides in the active language, from the language's file. */
export function activeHeroSlides(): LanguageFile['heroSlides'] {
  if (!heroSlides) throw new Error('No language is active yet')
  return heroSlides
}
