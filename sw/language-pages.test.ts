import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pagesCacheName } from '../src/lib/offline-install'
import { memoryCaches } from '../tests/fixtures/memory-caches'
import {
  cachePages,
  languageOfAddress,
  languagePage,
  languagesOf,
  requestedLanguage,
} from './language-pages'

const ORIGIN = 'https://site.test'
const page = (html: string) => new Response(html, { headers: { 'Content-Type': 'text/html' } })

let caches: CacheStorage
beforeEach(() => {
  caches = memoryCaches()
})

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch')
}

describe("each language's pages kept offline", () => {
  it('keeps the language of the pages that installed the worker, English by default', () => {
    expect(languagesOf([`${ORIGIN}/es/get-help`])).toEqual(['es'])
    expect(languagesOf([`${ORIGIN}/about`, `${ORIGIN}/es`])).toEqual(['en', 'es'])
    expect(languagesOf([])).toEqual(['en'])
  })

  it('reads the language a page asks for', () => {
    expect(requestedLanguage({ type: 'CACHE_LANGUAGE', locale: 'es' })).toBe('es')
    expect(requestedLanguage({ type: 'CACHE_LANGUAGE', locale: 'fr' })).toBeUndefined()
    expect(requestedLanguage({ type: 'SKIP_WAITING' })).toBeUndefined()
    expect(requestedLanguage(null)).toBeUndefined()
  })

  it('downloads the listed pages once per revision and drops unlisted ones', async () => {
    const fetchPage = vi.fn(async (url: string) => page(`html of ${url}`))
    const list = [
      { url: '/es', revision: 'a' },
      { url: '/es/get-help', revision: 'b' },
    ]
    await cachePages('es', list, ORIGIN, caches, fetchPage)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await cachePages('es', list, ORIGIN, caches, fetchPage)
    expect(fetchPage).toHaveBeenCalledTimes(2) // nothing changed, nothing downloaded

    await cachePages('es', [{ url: '/es/get-help', revision: 'c' }], ORIGIN, caches, fetchPage)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    const cache = await caches.open(pagesCacheName('es'))
    expect(await cache.match(`${ORIGIN}/es`)).toBeUndefined()
    expect(await (await cache.match(`${ORIGIN}/es/get-help`))?.text()).toBe(
      `html of ${ORIGIN}/es/get-help`,
    )
  })

  it('answers from its language’s cache when offline, and undefined for a page it never had', async () => {
    await cachePages('es', [{ url: '/es/get-help', revision: 'a' }], ORIGIN, caches, async () =>
      page('ayuda'),
    )
    await cachePages('en', [{ url: '/get-help', revision: 'a' }], ORIGIN, caches, async () =>
      page('help'),
    )
    const es = await languagePage(new Request(`${ORIGIN}/es/get-help/?x=1`), caches, offline)
    expect(await es?.text()).toBe('ayuda')
    const en = await languagePage(new Request(`${ORIGIN}/get-help`), caches, offline)
    expect(await en?.text()).toBe('help')
    expect(await languagePage(new Request(`${ORIGIN}/es/impact`), caches, offline)).toBeUndefined()
  })

  it('keeps a language’s messages file in that language’s cache, beside its pages', async () => {
    const esMessages = '/assets/i18n-es-4dbaa0a582.json'
    expect(languageOfAddress(esMessages)).toBe('es')
    expect(languageOfAddress('/assets/i18n-en-f66a792670.json')).toBe('en')
    expect(languageOfAddress('/es/get-help')).toBe('es')
    await cachePages(
      'es',
      [{ url: esMessages, revision: esMessages }],
      ORIGIN,
      caches,
      async () => new Response('{"ui.menu":"Menú"}'),
    )
    const answer = await languagePage(new Request(`${ORIGIN}${esMessages}`), caches, offline)
    expect(await answer?.text()).toBe('{"ui.menu":"Menú"}')
    // Nothing of it in the English cache: an English install never downloads it.
    const en = await caches.open(pagesCacheName('en'))
    expect(await en.match(`${ORIGIN}${esMessages}`)).toBeUndefined()
  })
})
