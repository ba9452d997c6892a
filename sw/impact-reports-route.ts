/**
 * The Impact page's report requests: Sanity queries on a project's API or CDN host
 * (https://<id>.api.sanity.io, https://<id>.apicdn.sanity.io, path /v<date>/data/query/...) and
 * the bundled sample reports of this site.
 */
export function isImpactReportsRequest(url: URL, siteOrigin: string): boolean {
  const sanityHost = /^[a-z0-9-]+\.api(?:cdn)?\.sanity\.io$/.test(url.hostname)
  if (sanityHost) return url.protocol === 'https:' && /^\/v[^/]+\/data\/query\//.test(url.pathname)
  return url.origin === siteOrigin && url.pathname === '/data/reports.sample.json'
}
