import type { Catalog } from './en'
import { blog } from './es/blog'
import { core } from './es/core'
import { donate } from './es/donate'
import { home } from './es/home'
import { impact } from './es/impact'
import { pages } from './es/pages'
import { privacy } from './es/privacy'
import { shop } from './es/shop'
import { ui } from './es/ui'
import { volunteer } from './es/volunteer'

/**
 * The Spanish catalog: the same keys as en.ts (typed as `Catalog`, so a missing or extra key fails
 * the typecheck). Written as a US Spanish speaker would say it, addressing the reader as usted;
 * names of people, brands and the collective stay as they are.
 */
export const es: Catalog = {
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
}
