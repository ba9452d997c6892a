/** The languages of the site; content is written in English and, optionally, Spanish. */
export type Language = 'en' | 'es'

export type Localized = { en: string; es?: string | null | undefined }
/** Lines or paragraphs in each language (localeParagraphs in src/content-schema/locale-types.ts). */
export type LocalizedLines = { en: string[]; es?: string[] | null | undefined }

/**
 * Picks one language's words out of a document's fields, noting the fields shown in English
 * because their Spanish is missing, so the page can mark them `lang="en"` (see `langOf` in
 * src/content-modules/english-only.ts). One per shaped item: each list item has its own.
 */
export class Localizer {
  readonly #englishOnly: string[] = []

  constructor(readonly language: Language) {}

  /** A field's words in this language, or the English ones. */
  text(field: Localized, name: string): string {
    if (this.language === 'en') return field.en
    if (field.es?.trim()) return field.es
    this.#englishOnly.push(name)
    return field.en
  }

  /** A list (of paragraphs, of tags, of Portable Text blocks) in this language, or the English list. */
  lines<T = string>(field: { en: T[]; es?: T[] | null | undefined }, name: string): T[] {
    if (this.language === 'en') return field.en
    if (field.es?.length) return field.es
    this.#englishOnly.push(name)
    return field.en
  }

  /** A nested list (an about page's values), each item shaped through a localizer of its own. */
  each<Item, T extends object>(items: readonly Item[], shape: (item: Item, l: Localizer) => T) {
    return items.map((item) => localize(this.language, (l) => shape(item, l)))
  }

  /** `{ englishOnly: [...] }` when some field fell back to English, else nothing (smaller modules). */
  marks(): { englishOnly?: readonly string[] } {
    return this.#englishOnly.length > 0 ? { englishOnly: [...this.#englishOnly] } : {}
  }
}

/** Shapes one item in a language: `shape` reads fields through the localizer; the marks are added. */
export function localize<T extends object>(
  language: Language,
  shape: (l: Localizer) => T,
): T & { englishOnly?: readonly string[] } {
  const l = new Localizer(language)
  const item = shape(l)
  return { ...item, ...l.marks() }
}

export const both = <T>(make: (language: Language) => T): Record<Language, T> => ({
  en: make('en'),
  es: make('es'),
})

/** A list in both languages: `shape` makes each item in one language, through its localizer. */
export const eachIn = <Item, T extends object>(
  items: readonly Item[],
  shape: (item: Item, l: Localizer) => T,
) => both((language) => items.map((item) => localize(language, (l) => shape(item, l))))

/**
 * A list whose items each have both languages, as one list per language: Spanish only when every
 * line has it, so a page never mixes the two inside one list.
 */
export function linesOf(items: readonly Localized[]): LocalizedLines {
  const spanish = items.map((item) => item.es?.trim() ?? '')
  return { en: items.map((item) => item.en), es: spanish.every(Boolean) ? spanish : null }
}
