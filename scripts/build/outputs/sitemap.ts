import { notInSitemap, notInSitemapUnder } from '../../../src/content/navigation.ts'
import { stripLocale } from '../../../src/lib/i18n/locales.ts'
import { writeBuildFile } from './page-files.ts'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const NOT_LISTED = new Set(notInSitemap)

/** Whether sitemap.xml lists a page (its language-neutral path); the same answer for both twins. */
function isListed(neutralPath: string): boolean {
  return (
    !NOT_LISTED.has(neutralPath) &&
    !notInSitemapUnder.some((start) => neutralPath.startsWith(start))
  )
}

/** sitemap.xml for every indexable page, in every language (a page left out is left out in both). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => isListed(stripLocale(path)))
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * sitemap.xml and robots.txt, at the public address the build is configured for (`publicUrl`,
 * VITE_PUBLIC_URL).
 */
export async function writeSitemap(
  outDir: string,
  publicUrl: string,
  paths: readonly string[],
): Promise<void> {
  const siteUrl = publicUrl.replace(/\/$/, '')
  await writeBuildFile(outDir, 'sitemap.xml', sitemapXml(siteUrl, paths))
  await writeBuildFile(
    outDir,
    'robots.txt',
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  )
}
