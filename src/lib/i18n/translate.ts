import { i18nObject } from 'typesafe-i18n'
import { activeLocale, setActiveLocale } from './active-locale'
import type { MessageKey } from './catalogs/en'
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locales'

export { activeLocale }

/**
 * The one active language and its messages (typesafe-i18n's runtime, about 1 KB gzip). A document
 * is in one language for its whole life, since the language is part of the URL and switching
 * loads the other document, so one module-level translator is right in the browser; the server
 * render activates each page's language before rendering it (the prerender renders pages one
 * after another). Code outside React (toasts, validation messages, head tags) calls `t()` the same
 * way components do. Every call goes through `t()`, typed by the English catalog's keys.
 */
export type Messages = Readonly<Record<string, string>>
export type MessageValues = Record<string, string | number>
type Translator = Readonly<Record<string, ((values?: MessageValues) => string) | undefined>>

let messages: Messages = {}
let translator = i18nObject(DEFAULT_LOCALE, {}) as unknown as Translator
let catalogUrl = ''

/**
 * Makes `locale` the active language with its catalog, read from `url` (the file the page links:
 * src/lib/i18n/page-catalog.ts).
 */
export function activateLocale(locale: Locale, catalog: Messages, url: string): void {
  messages = catalog
  translator = i18nObject(locale, { ...catalog }) as unknown as Translator
  setActiveLocale(locale)
  catalogUrl = url
}

/** The address of the active catalog's file, which the page's head preloads. */
export function activeCatalogUrl(): string {
  return catalogUrl
}

/** The Intl locale of the active language ('en-US' or 'es-US'), for dates and numbers. */
export function intlLocale(): string {
  return INTL_LOCALE[activeLocale()]
}

/** The active language's text for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translator[key]?.(values) ?? key
}

/** Whether the active catalog has `key` (page head keys exist only for some paths). */
export function hasMessage(key: string): key is MessageKey {
  return messages[key] !== undefined
}
