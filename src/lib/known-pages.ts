import { LOCALES, localizePath, stripLocale } from './i18n/locales'

/**
 * Every address the build wrote a page for, in a compact form the service worker keeps: offline,
 * it tells a page this device has not read (the offline page, 503) from an address that never
 * existed (the not-found page, 404). Every page exists in every language, so the addresses are
 * kept once, without their language; and the folders whose pages have the same names (a post's
 * three layouts) share one list of names.
 */
export interface KnownPages {
  groups: Array<{ folders: string[]; names: string[] }>
}

/** Where the build writes the list (precached). */
export const KNOWN_PAGES_FILE = 'known-pages.json'

function split(neutral: string): [folder: string, name: string] {
  const cut = neutral.lastIndexOf('/')
  return [neutral.slice(0, cut), neutral.slice(cut + 1)]
}

/** The compact list of the given addresses; throws if one is missing in some language. */
export function compactPages(paths: readonly string[]): KnownPages {
  const all = new Set(paths)
  const namesByFolder = new Map<string, string[]>()
  for (const neutral of new Set(paths.map(stripLocale))) {
    const missing = LOCALES.find((locale) => !all.has(localizePath(neutral, locale)))
    if (missing) throw new Error(`${neutral} has no page in ${missing}`)
    const [folder, name] = split(neutral)
    const names = namesByFolder.get(folder)
    if (names) names.push(name)
    else namesByFolder.set(folder, [name])
  }
  const groups = new Map<string, { folders: string[]; names: string[] }>()
  for (const [folder, names] of namesByFolder) {
    const key = JSON.stringify(names)
    const group = groups.get(key)
    if (group) group.folders.push(folder)
    else groups.set(key, { folders: [folder], names })
  }
  return { groups: [...groups.values()] }
}

/** Whether the build wrote a page at this address (in any language, with or without a final /). */
export function isKnownPage(known: KnownPages, pathname: string): boolean {
  const [folder, name] = split(stripLocale(pathname.replace(/(.)\/$/, '$1')))
  return known.groups.some((group) => group.folders.includes(folder) && group.names.includes(name))
}
