import { createHash } from 'node:crypto'
import { byLocale as heroSlidesByLocale } from 'virtual:content/hero-slides'
import { catalogPath } from './catalog-files'
import { type Catalog, en } from './catalogs/en'
import { es } from './catalogs/es'
import { LOCALES, type Locale } from './locales'
import type { LanguageFile } from './translate'

/**
 * Server side only (the prerender and the dev server): each language's catalog, and the file the
 * browser reads it from. Each page links its own language's file (a preload in its head, so it
 * downloads alongside the scripts), and the browser entry reads it before hydrating: a page never
 * downloads the other language's messages, the browser bundle holds no catalog, and the pages
 * themselves do not repeat the messages (the file is cached once, named by its content).
 * The file also carries the hero's slides in its language: content from Sanity that every home
 * page starts with, which in the start-up JS would be there in both languages.
 */
const CATALOGS: Record<Locale, Catalog> = { en, es }

export function pageCatalog(locale: Locale): LanguageFile & { messages: Catalog } {
  return { messages: CATALOGS[locale], ...heroSlidesByLocale[locale] }
}

interface CatalogFile {
  locale: Locale
  /** e.g. /assets/i18n-es-1a2b3c4d5e.json: under /assets/, so cached for good by its hash. */
  path: string
  json: string
}

const catalogFilesByLocale = new Map<Locale, CatalogFile>()

/** A language's catalog file, hashed once: the prerender asks for it on every page. */
export function catalogFile(locale: Locale): CatalogFile {
  let file = catalogFilesByLocale.get(locale)
  if (!file) {
    const json = JSON.stringify(pageCatalog(locale))
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
    file = { locale, path: catalogPath(locale, hash), json }
    catalogFilesByLocale.set(locale, file)
  }
  return file
}

/** Every language's catalog file, for the build to write. */
export function catalogFiles(): CatalogFile[] {
  return LOCALES.map(catalogFile)
}
