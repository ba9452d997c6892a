import { describe, expect, it } from 'vitest'
import { catalogLocaleOf, catalogPath } from './catalog-files'

describe('catalog files', () => {
  it('names the language of a catalog path, with or without the leading slash', () => {
    expect(catalogLocaleOf(catalogPath('es', '4dbaa0a582'))).toBe('es')
    expect(catalogLocaleOf('assets/i18n-en-f66a792670.json')).toBe('en')
  })

  it('is undefined for anything else, and for a language the site does not have', () => {
    expect(catalogLocaleOf('/assets/main-Dr_BME68.js')).toBeUndefined()
    expect(catalogLocaleOf('/es/get-help')).toBeUndefined()
    expect(catalogLocaleOf('/assets/i18n-fr-0123456789.json')).toBeUndefined()
    expect(catalogLocaleOf('/data/i18n-es-0123456789.json')).toBeUndefined()
  })
})
