import { randomBytes } from 'node:crypto'
import type { PreviewUrlValidateUrlResult } from '@sanity/preview-url-secret'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { sign, verify } from 'hono/jwt'
import { EVENT_TIME_ZONE } from '../src/lib/event-timing'
import { NO_RECORD, readBuildRecord } from './build-record'
import type { PreviewBuilds } from './preview-builds'
import { isHttps, type SecurityVariables, securityHeaders } from './security-headers'
import type { ServedBuild } from './served-build'
import { staticSite } from './static-site'

const PREVIEW_COOKIE = 'site_preview'
/** Where the Studio's Presentation tool opens the preview (`previewMode.enable` in studio/). */
export const PREVIEW_ENABLE_PATH = '/preview/enable'
/** How long a preview stays open after the Studio opened it; the Studio opens it again. */
const PREVIEW_SESSION_SECONDS = 60 * 60

interface PreviewSiteOptions extends Pick<PreviewBuilds, 'current' | 'dirs' | 'failure'> {
  /** Checks the Studio's short-lived secret in the URL (validatePreviewUrl with the token). */
  validate: (url: string) => Promise<PreviewUrlValidateUrlResult>
  /** Behind a trusted proxy, X-Forwarded-Proto tells whether the cookie may be Secure. */
  trustProxy?: boolean
}

/**
 * `session`: a browser the Studio opened the preview in (only the Studio may frame it); `site`:
 * the preview build the request is answered from (no folder before the first one).
 */
type Variables = SecurityVariables & {
  session: { studioOrigin: string | undefined } | undefined
  site: ServedBuild
}

/** The preview's installable-app files: no service worker is ever registered under a preview. */
const APP_FILES = /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/

/**
 * The draft preview, on its own origin (PREVIEW_PORT): the site's own pages built from Sanity's
 * drafts perspective (server/preview-builds.ts). Only a browser the Studio sent here with a valid
 * secret gets its cookie; anyone else gets 401 and no page. Every answer is `no-store` and
 * `noindex`, each page carries a "Preview, not published" bar, and only the Studio may frame it.
 */
export function previewSite(options: PreviewSiteOptions): Hono<{ Variables: Variables }> {
  // Its pages are sent as built: the bar is added to their text.
  const files = staticSite<{ Variables: Variables }>(options, { precompressed: false })
  // The cookie is a token signed with a key made at start (a restart closes every preview; the
  // Studio reopens it with a fresh secret) that expires: forged, altered or old, it opens nothing.
  const key = randomBytes(32).toString('base64')
  const app = new Hono<{ Variables: Variables }>()

  app.use(async (c, next) => {
    const build = options.current()
    c.set('site', { ...(build ? readBuildRecord(build.dir) : NO_RECORD), dir: build?.dir ?? '' })
    const cookie = getCookie(c, PREVIEW_COOKIE)
    const claims = cookie ? await verify(cookie, key, 'HS256').catch(() => undefined) : undefined
    // Signed by this server, so its claims are the ones it wrote.
    c.set('session', claims && { studioOrigin: (claims.studio as string) || undefined })
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
    c.res.headers.set('X-Robots-Tag', 'noindex')
    // Framed by the Studio that opened it, and by nothing else.
    const studio = c.get('session')?.studioOrigin
    const policy = c.res.headers.get('Content-Security-Policy')
    if (studio && policy) {
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace("frame-ancestors 'none'", `frame-ancestors ${studio}`),
      )
      c.res.headers.delete('X-Frame-Options')
    }
  })
  app.use(
    securityHeaders<{ Variables: Variables }>((c) => c.get('site').origins, {
      trustProxy: options.trustProxy ?? false,
    }),
  )

  app.get(PREVIEW_ENABLE_PATH, async (c) => {
    const check = await options.validate(c.req.url).catch(() => ({ isValid: false }) as const)
    if (!check.isValid) return c.text('Open the preview from the Studio.', 401)
    const secure = isHttps(c, Boolean(options.trustProxy))
    const exp = Math.floor(Date.now() / 1000) + PREVIEW_SESSION_SECONDS
    setCookie(c, PREVIEW_COOKIE, await sign({ exp, studio: check.studioOrigin ?? '' }, key), {
      path: '/',
      httpOnly: true,
      // Inside the Studio's frame (another site) the cookie must be SameSite=None, which needs
      // HTTPS; partitioned, it is kept for the Studio's frame only.
      ...(secure ? { secure: true, sameSite: 'None', partitioned: true } : { sameSite: 'Lax' }),
    })
    return c.redirect(safePath(check.redirectTo), 302)
  })

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!c.get('session')) return c.text('Open the preview from the Studio.', 401)
    if (APP_FILES.test(c.req.path)) return c.text('Not found', 404)
    const build = options.current()
    const failure = options.failure()
    const wantsPage = !/\.\w+$/.test(c.req.path) || c.req.path.endsWith('.html')
    if (failure && wantsPage) return c.html(failurePage(failure), 500)
    if (!build) return c.html(waitingPage(), 503)
    // The file, else the not-found page with 404, as the live site answers.
    const response = (await files(c, next)) as Response
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const html = withPreviewBar(await response.text(), build.builtAt)
    // A new answer: the file's own Content-Length would cut the longer page short.
    return new Response(html, {
      status: response.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  })
  return app
}

/** Only a path of this site: never another origin, whatever the URL said. */
function safePath(redirectTo: string | undefined): string {
  return redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/'
}

const BAR_STYLE =
  'margin:0;padding:8px 16px;background:#7a1f00;' +
  'color:#fff;font:600 16px/1.4 system-ui,sans-serif;text-align:center'

/** When the preview was built, as staff in Riverside read a clock. */
function builtAtText(builtAt: number): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(builtAt)
}

/**
 * The page with `noindex` and the bar, added as the page is sent: the preview's build is the
 * site's own, byte for byte, so nothing of the preview can reach the live site's files.
 */
function withPreviewBar(html: string, builtAt: number): string {
  const bar =
    `<p id="preview-bar" role="status" lang="en" style="${BAR_STYLE}">` +
    `Preview, not published · built ${builtAtText(builtAt)}</p>`
  return html
    .replace(/<head([^>]*)>/, '<head$1><meta name="robots" content="noindex">')
    .replace(/<body([^>]*)>/, `<body$1>${bar}`)
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch,
  )

function plainPage(title: string, body: string, head = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${title}</title></head>` +
    `<body style="font:18px/1.5 system-ui,sans-serif;margin:0"><p role="status" style="${BAR_STYLE}">` +
    `Preview, not published</p><main style="padding:16px;max-width:40rem">${body}</main></body></html>`
  )
}

/** A draft the content check refused: the same message as the build log and /healthz. */
function failurePage(failure: { at: string; error: string }): string {
  return plainPage(
    'The preview could not be built',
    `<h1>The preview could not be built</h1><p><strong>${escapeHtml(failure.error)}</strong></p>` +
      `<p>Fix that field in the Studio; the preview is built again once the draft is saved. ` +
      `The live site is unchanged. (${escapeHtml(builtAtText(Date.parse(failure.at)))})</p>`,
  )
}

function waitingPage(): string {
  return plainPage(
    'The preview is being built',
    '<h1>The preview is being built</h1><p>This takes a minute or two; the page reloads by itself.</p>',
    '<meta http-equiv="refresh" content="15">',
  )
}
