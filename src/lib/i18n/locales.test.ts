import { describe, expect, it } from 'vitest'
import { localeOfPath, localizePath, stripLocale } from './locales'

describe('locale paths', () => {
  it('reads the language from the path prefix only', () => {
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/get-help')).toBe('en')
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/get-help')).toBe('es')
    // A page whose own name starts with "es" is not Spanish.
    expect(localeOfPath('/escape')).toBe('en')
  })

  it('strips and adds the prefix, the home page being /es', () => {
    expect(stripLocale('/es')).toBe('/')
    expect(stripLocale('/es/blog-single/a')).toBe('/blog-single/a')
    expect(stripLocale('/shop')).toBe('/shop')
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/shop', 'es')).toBe('/es/shop')
    expect(localizePath('/es/shop', 'es')).toBe('/es/shop')
    expect(localizePath('/es/shop', 'en')).toBe('/shop')
    expect(localizePath('/es', 'en')).toBe('/')
  })
})
