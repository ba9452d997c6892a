import { blog } from './en/blog'
import { core } from './en/core'
import { donate } from './en/donate'
import { home } from './en/home'
import { impact } from './en/impact'
import { pages } from './en/pages'
import { privacy } from './en/privacy'
import { shop } from './en/shop'
import { ui } from './en/ui'
import { volunteer } from './en/volunteer'

/**
 * The English message catalog: every UI string the site writes itself, in typesafe-i18n's syntax
 * (`{name}` for a value). The Spanish catalog (es.ts) must have exactly these keys, which the
 * typecheck enforces. Only the server render imports catalogs: each page carries its own
 * language's messages in its HTML (src/lib/i18n/page-catalog.ts), so the browser never downloads
 * the other language's.
 *
 * Keys are grouped by where the string appears, one namespace file per part of the site (en/*.ts,
 * with its Spanish twin in es/*.ts); a key starts with its namespace (`shop.`), except the shared
 * ones in core.ts. `page.<path>.title` / `.description` give a page's
 * head tags in the other language (src/lib/seo.ts); an English page uses its route's own text.
 */
export const en = {
  ...core,
  ...home,
  ...shop,
  ...donate,
  ...pages,
  ...impact,
  ...blog,
  ...privacy,
  ...volunteer,
  ...ui,
} as const

export type MessageKey = keyof typeof en

/** A catalog in another language: exactly the English keys, no more, no fewer. */
export type Catalog = { readonly [K in MessageKey]: string }
