import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sitemapXml, writeSitemap } from './sitemap'

const site = 'https://food.example'

describe('sitemap.xml', () => {
  it('lists every page but the not-found page, with absolute URLs', () => {
    const xml = sitemapXml(site, [
      '/',
      '/home',
      '/home-2',
      '/home-3',
      '/about',
      '/404',
      '/blog-single/a&b',
    ])
    expect(xml).toContain(`<loc>${site}/</loc>`)
    expect(xml).toContain(`<loc>${site}/about</loc>`)
    expect(xml).toContain(`<loc>${site}/blog-single/a&amp;b</loc>`)
    expect(xml).not.toContain('/404')
    expect(xml).not.toContain('/home')
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })
  it('lists both languages, leaving out in Spanish what it leaves out in English', () => {
    const xml = sitemapXml(site, ['/', '/about', '/404', '/es', '/es/about', '/es/404', '/es/home'])
    expect(xml).toContain(`<loc>${site}/es</loc>`)
    expect(xml).toContain(`<loc>${site}/es/about</loc>`)
    expect(xml).not.toContain('/404')
    expect(xml).not.toContain('/home')
    expect(xml.match(/<url>/g)).toHaveLength(4)
  })
  it('is written with robots.txt pointing to it, at the configured address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-'))
    try {
      await writeSitemap(dir, `${site}/`, ['/about'])
      expect(await readFile(join(dir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site}/about</loc>`)
      expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toContain(
        `Sitemap: ${site}/sitemap.xml`,
      )
    } finally {
      await rm(dir, { recursive: true })
    }
  })
})
