/**
 * Content shown on a Spanish page in English, because its Spanish is not written yet, carries the
 * names of those fields (the build adds them: scripts/content/localize.ts). Pages mark such text
 * with `lang="en"`, so screen readers pronounce it as English and search engines and the
 * translation checks know it is not a Spanish page's own words.
 */
interface EnglishOnly {
  englishOnly?: readonly string[]
}

/** `'en'` for a field shown in English on a Spanish page, else `undefined` (no attribute). */
export function langOf<T extends EnglishOnly>(item: T, field: keyof T & string): 'en' | undefined {
  return item.englishOnly?.includes(field) ? 'en' : undefined
}
