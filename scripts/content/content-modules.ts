import { fileURLToPath } from 'node:url'
import type { Language } from './localize.ts'

const CONTACT_FORMAT = fileURLToPath(new URL('../../src/lib/contact-format.ts', import.meta.url))

/** Where the declarations are written, and how they name the registry's types from there. */
export const DECLARATIONS_FILE = fileURLToPath(
  new URL('../../src/content-modules/virtual-modules.d.ts', import.meta.url),
)

export const json = (value: unknown) => JSON.stringify(value)

/** What a content module adds to its value: more exports, with their declarations. */
interface Extra {
  source: (site: { readAt: number }) => string
  declaration: string
}

/**
 * A `virtual:content/<name>` module serving a loader's value (or `pick`, one of its keys) under
 * `export`, with `byLocale` for `localized()`; with `finder`, a lookup by slug too.
 */
export interface NamedModule {
  name: string
  export: string
  pick?: string
  finder?: string
  /** Said in the module's declaration, for the pages that import it. */
  about?: string
  extra?: Extra
}

/** Modules written by the loader itself (the blog's, one per post), declared by hand. */
export interface CustomModules {
  write(value: never, site: never): Record<string, string>
  declarations: string
}

export type ModuleSpec = NamedModule | CustomModules

type PerLanguage = Record<Language, unknown>

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

/** `const en`, `const es`: an object's Spanish as the English plus what differs. */
function bothLanguages(value: PerLanguage): string {
  const { en, es } = value
  const isObject = typeof en === 'object' && en !== null && !Array.isArray(en)
  return `const en = ${json(en)}
const es = ${isObject ? spanishOver(en, es as object) : json(es)}
`
}

/**
 * A module exporting `name` (its English value) and `byLocale`, which pages read; with `finder`,
 * a list whose items have a page, looked up by slug in each language.
 */
export function perLanguage(name: string, value: PerLanguage, finder?: string): string {
  const find = (language: Language) =>
    finder ? `, ${finder}: (slug) => ${language}.find((item) => item.slug === slug)` : ''
  return `${bothLanguages(value)}export const ${name} = en
export const byLocale = { en: { ${name}: en${find('en')} }, es: { ${name}: es${find('es')} } }
`
}

const isCustom = (spec: ModuleSpec): spec is CustomModules => 'write' in spec

/** The sources of one loader's modules, by name under `virtual:content/`. */
export function moduleSources(
  spec: ModuleSpec,
  value: unknown,
  site: { readAt: number },
): Record<string, string> {
  if (isCustom(spec)) return spec.write(value as never, site as never)
  const byLanguage = value as Record<Language, Record<string, unknown>>
  const { pick } = spec
  const served = pick ? { en: byLanguage.en[pick], es: byLanguage.es[pick] } : byLanguage
  const source = perLanguage(spec.export, served, spec.finder)
  return { [spec.name]: source + (spec.extra?.source(site) ?? '') }
}

/** The declaration of one loader's modules, its types the registry's (`Content['<key>']`). */
export function moduleDeclarations(key: string, spec: ModuleSpec): string {
  if (isCustom(spec)) return spec.declarations
  const name = spec.export
  const finder = spec.finder ? `; ${spec.finder}: FindIn<Value>` : ''
  return `${spec.about ? `/** ${spec.about} */\n` : ''}declare module 'virtual:content/${spec.name}' {
  type Value = BuildContent['${key}']['en']${spec.pick ? `['${spec.pick}']` : ''}
  export const ${name}: Value
  export const byLocale: ByLocale<{ ${name}: Value${finder} }>
${spec.extra ? `  ${spec.extra.declaration}\n` : ''}}
`
}

/** The organisation's module also formats its address and phone (src/lib/contact-format.ts). */
export const contactFormat: Extra = {
  source: () => `import { formatPostalAddress, telHref } from ${json(CONTACT_FORMAT)}
export { telHref }
export const formatAddress = () => formatPostalAddress(en.address)
`,
  declaration: `export function telHref(phone: string): string
  export function formatAddress(): string`,
}
