import { siteUrl } from './seo'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Left out: the not-found page, and /home, /home-2 and /home-3, whose canonical URL is /. */
const NOT_LISTED = new Set(['/404', '/home', '/home-2', '/home-3'])

/** sitemap.xml for every indexable page. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths
    .filter((path) => !NOT_LISTED.has(path))
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
