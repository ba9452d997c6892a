import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, test } from 'vitest'
import { shownImagesIn } from '../../scripts/build/outputs/left-out-files'
import { UPLOADED_IMAGES_DIR } from '../../scripts/content/content-images'
import { builtPaths, DIST, htmlOf } from './built-site'

/**
 * What "opens offline" means, checked from the build for every prerendered page of both
 * languages: the service worker (dist/sw.js) precaches scripts, styles, images and data, and
 * keeps each language's installed pages from that language's page list
 * (language-pages/<locale>.json, itself precached; sw/language-pages.ts); the other pages, and the
 * files only they use (a left-out post's text, uploaded images), are cached when read
 * (sw/read-pages.ts). Which pages are installed is tests/html/install.test.ts. A browser opens one
 * installed page per route pattern offline (tests/e2e/pwa.spec.ts); this proves nothing an
 * installed page needs was left out of what the worker keeps.
 */

interface Entry {
  url: string
  revision: string | null
}

/** The precache manifest Workbox injected into the built worker, as site paths (/assets/…). */
function precacheManifest(): Set<string> {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8')
  // Each entry is a small JSON object with a url and a revision (null when the name is hashed).
  const entries = [...worker.matchAll(/\{[^{}]*"revision":[^{}]*\}/g)].map(
    (match) => JSON.parse(match[0]) as Entry,
  )
  return new Set(entries.map((entry) => `/${entry.url.replace(/^\//, '')}`))
}

function pageList(locale: string): Set<string> {
  const list = JSON.parse(
    readFileSync(join(DIST, 'language-pages', `${locale}.json`), 'utf8'),
  ) as Entry[]
  return new Set(list.map((entry) => entry.url))
}

const precached = precacheManifest()
const pages = { en: pageList('en'), es: pageList('es') }
const localeOf = (path: string) => (path === '/es' || path.startsWith('/es/') ? 'es' : 'en')
// The not-found page's own addresses are answered from the precached not-found pages.
const notFoundPaths = new Set(['/404', '/es/404'])
// Each post's text chunk: a left-out post's is cached when read, with its page, as are images
// uploaded in Sanity.
const viteManifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest
const postTexts = new Set(
  Object.entries(viteManifest)
    .filter(([module]) => module.startsWith('virtual:content/post/'))
    .map(([, chunk]) => `/${chunk.file}`),
)

/**
 * Same-origin files a page loads, read from its HTML (a regular expression over the file, not a
 * parsed document: this reads 182 pages): every src and srcset, the stylesheets, icons and
 * preloads of its head, and the scripts its app loader fetches (the data-app-scripts blocks).
 */
function filesOf(path: string): string[] {
  const html = htmlOf(path)
  const attribute = (name: string) =>
    [...html.matchAll(new RegExp(`\\s${name}="([^"]+)"`, 'g'))].map((match) => match[1] ?? '')
  const links = [...html.matchAll(/<link\s[^>]*>/g)]
    .map((match) => match[0])
    // (Not the apple-touch-icon: iOS reads it when the site is added to a home screen, online.)
    .filter((tag) => /rel="(stylesheet|modulepreload|preload|icon|manifest)"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '')
  const scripts = [
    ...html.matchAll(/<script[^>]*data-app-scripts[^>]*>([^<]*)<\/script>/g),
  ].flatMap((match) => {
    const block = JSON.parse(match[1] ?? '{}') as {
      entry?: string
      preloads?: string[]
      later?: string[]
    }
    return [block.entry ?? '', ...(block.preloads ?? []), ...(block.later ?? [])]
  })
  const srcsets = attribute('srcSet')
    .concat(attribute('srcset'))
    .flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''))
  return [...attribute('src'), ...srcsets, ...links, ...scripts]
    .filter(Boolean)
    .map((url) => new URL(url.replaceAll('&amp;', '&'), `http://localhost${path}`))
    .filter((url) => url.origin === 'http://localhost')
    .map((url) => url.pathname)
}

describe('the service worker keeps every page offline', () => {
  test('the precache holds both languages’ page lists, the not-found pages and the sample reports', () => {
    for (const file of [
      '/language-pages/en.json',
      '/language-pages/es.json',
      '/_not-found.html',
      '/_not-found.es.html',
      '/_offline.html',
      '/_offline.es.html',
      '/known-pages.json',
      '/data/reports.sample.json',
      '/manifest.webmanifest',
    ]) {
      expect(precached.has(file), file).toBe(true)
    }
  })

  test(`every prerendered page (${builtPaths.length}) is in its language’s page list or cached when read`, () => {
    expect(builtPaths.length).toBeGreaterThan(100)
    const notInstalled = builtPaths
      .filter((path) => !notFoundPaths.has(path))
      .filter((path) => !pages[localeOf(path)].has(path))
    expect(notInstalled.length).toBeGreaterThan(0) // sanity: the sample leaves posts out
    for (const path of notInstalled) expect(path).toMatch(/^(\/es)?\/(blog|event)-single/)
  })

  test('every script, stylesheet and image an installed page loads is kept; other pages miss only what is cached when read', () => {
    const missing: string[] = []
    let checked = 0
    for (const path of builtPaths) {
      const isInstalled = notFoundPaths.has(path) || pages[localeOf(path)].has(path)
      const shown = new Set(shownImagesIn(htmlOf(path)))
      for (const file of filesOf(path)) {
        checked += 1
        // A language's messages file is kept with that language's pages, not in the precache.
        const kept = precached.has(file) || pages[localeOf(path)].has(file)
        // An uploaded image an installed page shows only lazily (past events' cards) is cached
        // when seen, as are the files of pages the install leaves out.
        const uploaded = file.startsWith(`/${UPLOADED_IMAGES_DIR}`)
        const readLater = isInstalled
          ? uploaded && !shown.has(file)
          : postTexts.has(file) || uploaded
        if (!kept && !readLater) missing.push(`${path}: ${file}`)
      }
    }
    expect(checked).toBeGreaterThan(builtPaths.length)
    expect([...new Set(missing)]).toEqual([])
  })
})
