import { describe, expect, it } from 'vitest'
import { siteUrl } from './seo'
import { robotsTxt, sitemapXml } from './sitemap'

describe('sitemap.xml', () => {
  it('lists every page but the not-found page, with absolute URLs', () => {
    const xml = sitemapXml([
      '/',
      '/home',
      '/home-2',
      '/home-3',
      '/about',
      '/404',
      '/blog-single/a&b',
    ])
    expect(xml).toContain(`<loc>${siteUrl}/</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/about</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/blog-single/a&amp;b</loc>`)
    expect(xml).not.toContain('/404')
    expect(xml).not.toContain('/home')
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })
  it('lists both languages, leaving out in Spanish what it leaves out in English', () => {
    const xml = sitemapXml(['/', '/about', '/404', '/es', '/es/about', '/es/404', '/es/home'])
    expect(xml).toContain(`<loc>${siteUrl}/es</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/es/about</loc>`)
    expect(xml).not.toContain('/404')
    expect(xml).not.toContain('/home')
    expect(xml.match(/<url>/g)).toHaveLength(4)
  })
  it('is pointed to by robots.txt', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})
