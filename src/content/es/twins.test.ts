import { describe, expect, it } from 'vitest'

/**
 * Every English content module against its Spanish twin in this folder (same file name). The
 * twin must export the same data under the same names, with the same shape; facts (ids, slugs,
 * links, images, numbers, dates, names) must be the English ones, and every other string must
 * really be Spanish. A new English item, key or module with no Spanish twin fails here.
 */

type Module = Record<string, unknown>

const englishModules = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true })
const spanishModules = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true })

function moduleName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.ts$/, '')
}

const english = new Map(Object.entries(englishModules).map(([p, m]) => [moduleName(p), m]))
const spanish = new Map(Object.entries(spanishModules).map(([p, m]) => [moduleName(p), m]))

/** English data exports with no Spanish twin, and why. */
const notTwinned: Readonly<Record<string, readonly string[]>> = {
  // Links whose labels are message keys: the catalogs (src/lib/i18n/catalogs) hold their words.
  navigation: ['mainNav', 'mobileNav', 'footerColumns', 'notInSitemap', 'notInSitemapUnder'],
  // Pixel sizes of the artwork; the alt texts live with each module's entries.
  image: ['imageSizes'],
}

/** Spanish-only exports: labels for values a type keeps in English (checked below). */
const labelMaps: Readonly<Record<string, readonly string[]>> = {
  products: ['productCategoryLabels'],
}

/** Keys whose values are facts, identical in both languages wherever they appear. */
const factKeys = new Set([
  'id',
  'slug',
  'to',
  'href',
  'url',
  'src',
  'width',
  'height',
  'date',
  'startTime',
  'endTime',
  'address',
  'phone',
  'email',
  'videoUrl',
  'network',
  'icon',
  'format',
  'suffix',
  'avatarInitial',
])

/** Keys that are facts only in one export: people's and brands' names, and English-keyed values. */
const factKeysByExport: Readonly<Record<string, readonly string[]>> = {
  productReviews: ['name'],
  products: ['brand', 'category'],
}

/** Translatable strings allowed to read the same in Spanish. */
const sameInBothLanguages = new Set([
  // A word Spanish speakers use as it is.
  'Blog',
  // Names of public programmes, listed among translated ones.
  '211 Riverside County',
  'WIC',
  // A partner's name and its street address, given as an event's place.
  'Commons Kitchen, 38 Market Street',
  // Product sizes: numbers, units and clothing sizes read the same.
  '12 oz',
  '14 oz',
  '750 ml',
  '30 cm',
  '38 x 42 cm',
  '50 x 70 cm',
  'S, M, L, XL',
])

function isDataExport(value: unknown): boolean {
  return typeof value !== 'function'
}

/** Walks an English value and its twin together, collecting every difference that breaks the rules. */
function compare(en: unknown, es: unknown, path: string, facts: Set<string>, problems: string[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length) {
      problems.push(`${path}: expected a list of ${en.length}`)
      return
    }
    en.forEach((item, i) => {
      compare(item, es[i], `${path}[${i}]`, facts, problems)
    })
    return
  }
  if (en !== null && typeof en === 'object') {
    if (es === null || typeof es !== 'object' || Array.isArray(es)) {
      problems.push(`${path}: expected an object`)
      return
    }
    const enKeys = Object.keys(en).sort()
    const esKeys = Object.keys(es).sort()
    if (enKeys.join() !== esKeys.join()) {
      problems.push(`${path}: keys ${esKeys.join()} instead of ${enKeys.join()}`)
      return
    }
    for (const key of enKeys) {
      const enValue = (en as Module)[key]
      const esValue = (es as Module)[key]
      if (facts.has(key)) {
        if (JSON.stringify(esValue) !== JSON.stringify(enValue)) {
          problems.push(`${path}.${key}: a fact, must equal the English one`)
        }
      } else {
        compare(enValue, esValue, `${path}.${key}`, facts, problems)
      }
    }
    return
  }
  if (typeof en === 'string') {
    if (typeof es !== 'string' || es.trim() === '') {
      problems.push(`${path}: expected a non-empty string`)
    } else if (es === en && !sameInBothLanguages.has(en)) {
      problems.push(`${path}: still English ("${en}")`)
    }
    return
  }
  if (es !== en) problems.push(`${path}: expected ${String(en)}, got ${String(es)}`)
}

const twinnedModules = [...english.keys()].filter((name) => {
  const exports = Object.entries(english.get(name) ?? {})
  return exports.some(([key, value]) => isDataExport(value) && !notTwinned[name]?.includes(key))
})

describe('Spanish twins of the content modules', () => {
  it('finds the English modules', () => {
    expect(english.size).toBeGreaterThan(0)
  })

  it('has a twin for every English module with words, and no twin without an English module', () => {
    expect([...spanish.keys()].sort()).toEqual([...twinnedModules].sort())
  })

  describe.each(twinnedModules)('%s', (name) => {
    const en = english.get(name) ?? {}
    const es = spanish.get(name) ?? {}
    const twinned = Object.keys(en).filter(
      (key) => isDataExport(en[key]) && !notTwinned[name]?.includes(key),
    )

    it('exports the same data names (plus its label maps), and no functions', () => {
      expect(Object.keys(es).sort()).toEqual([...twinned, ...(labelMaps[name] ?? [])].sort())
      for (const value of Object.values(es)) expect(typeof value).not.toBe('function')
    })

    it.each(twinned)(
      '%s: same shape and facts as English, every other string in Spanish',
      (key) => {
        const facts = new Set([...factKeys, ...(factKeysByExport[key] ?? [])])
        const problems: string[] = []
        compare(en[key], es[key], key, facts, problems)
        expect(problems).toEqual([])
      },
    )
  })
})

/** Each label map's keys: the English values it labels, read from the English data. */
function labelledValues(name: string, map: string): unknown[] {
  const en = english.get(name) ?? {}
  const field = (list: unknown, key: string) =>
    (list as readonly Record<string, unknown>[]).map((item) => item[key])
  switch (map) {
    case 'productCategoryLabels':
      return field(en.products, 'category')
    default:
      return []
  }
}

describe.each(
  Object.entries(labelMaps).flatMap(([name, maps]) => maps.map((map) => [name, map] as const)),
)('the label map %s.%s', (name, map) => {
  const labels = (spanish.get(name)?.[map] ?? {}) as Record<string, unknown>

  it('labels exactly the English values the data uses', () => {
    const values = labelledValues(name, map)
    expect(values.length).toBeGreaterThan(0)
    expect(Object.keys(labels).sort()).toEqual([...new Set(values)].sort())
  })

  it('gives each a distinct Spanish label', () => {
    for (const [key, label] of Object.entries(labels)) {
      expect(typeof label).toBe('string')
      expect(label).not.toBe(key)
    }
    const all = Object.values(labels)
    expect(new Set(all).size).toBe(all.length)
  })
})
