import { byLocale as heroSlidesByLocale } from 'virtual:content/hero-slides'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogFile, catalogFiles, pageCatalog } from './page-catalog'
import { activateLocale, activeCatalogUrl, activeHeroSlides, activeLocale, t } from './translate'

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('the active language', () => {
  it('writes messages in the activated language, with values filled in', () => {
    activateLocale('es', pageCatalog('es'), catalogFile('es').path)
    expect(activeLocale()).toBe('es')
    expect(activeCatalogUrl()).toMatch(/^\/assets\/i18n-es-[0-9a-f]{10}\.json$/)
    expect(t('nav.home')).toBe('Inicio')
    expect(t('layout.footer.follow', { network: 'Facebook' })).toBe('Síganos en Facebook')
    activateLocale('en', pageCatalog('en'), '')
    expect(t('layout.footer.follow', { network: 'Facebook' })).toBe('Follow us on Facebook')
  })

  it('gives each language one catalog file, named by its content', () => {
    const files = catalogFiles()
    expect(files.map((file) => file.locale)).toEqual(['en', 'es'])
    for (const file of files) {
      expect(JSON.parse(file.json)).toEqual(pageCatalog(file.locale))
      expect(catalogFile(file.locale).path).toBe(file.path)
    }
    expect(files[0]?.path).not.toBe(files[1]?.path)
  })

  it('carries the hero’s slides in its own language only', () => {
    const [english, spanish] = [heroSlidesByLocale.en.heroSlides, heroSlidesByLocale.es.heroSlides]
    activateLocale('es', pageCatalog('es'), '')
    expect(activeHeroSlides()[0].title).toBe(spanish[0].title)
    expect(spanish[0].title).not.toBe(english[0].title)
    expect(catalogFile('es').json).not.toContain(english[0].title)
  })

  it('reads no message when a language is activated, only the ones asked for', () => {
    // A page activates its language before hydrating; copying the whole catalog then slowed
    // every page's start-up.
    const read: string[] = []
    const file = pageCatalog('es')
    const messages = new Proxy(file.messages, {
      get: (target, key, receiver) => {
        if (typeof key === 'string') read.push(key)
        return Reflect.get(target, key, receiver)
      },
      ownKeys: (target) => {
        read.push('(every key)')
        return Reflect.ownKeys(target)
      },
    })
    activateLocale('es', { ...file, messages }, '')
    expect(read).toEqual([])
    expect(t('nav.home')).toBe('Inicio')
    expect(read).toEqual(['nav.home'])
  })

  it('answers a key the catalog lacks with the key itself', () => {
    activateLocale('en', { ...pageCatalog('en'), messages: {} }, '')
    expect(t('nav.home')).toBe('nav.home')
  })
})
