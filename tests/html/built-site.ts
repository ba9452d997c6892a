import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { createApp } from '../../server/app'
import { prerenderPaths } from '../e2e/support/built-routes'

/**
 * The production build (dist/, made by `npm run build`) read as files, for rules about every
 * prerendered page of both languages: what crawlers, screen readers and visitors without
 * JavaScript get, checked in node in seconds instead of a browser opening each page.
 */

export const DIST = 'dist'

if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error('No build in dist/: run `npm run build` first.')
}

/**
 * When the build read its content, from the snapshot both of its builds used: pages that depend
 * on the date (upcoming and past events) were written as of then.
 */
export const builtAt: number = (
  JSON.parse(readFileSync(`${DIST}-ssr/content.json`, 'utf8')) as { content: { readAt: number } }
).content.readAt

/** Every URL the build wrote as its own page, both languages. */
export const builtPaths: string[] = prerenderPaths()

/** The file the server answers `path` with ('/' -> index.html, '/about' -> about.html). */
export function fileOf(path: string): string {
  const relative = path.replace(/^\//, '')
  if (relative === '') return join(DIST, 'index.html')
  for (const candidate of [`${relative}.html`, join(relative, 'index.html')]) {
    if (existsSync(join(DIST, candidate))) return join(DIST, candidate)
  }
  throw new Error(`${path}: no built HTML file`)
}

/** The built HTML of `path`, as the server sends it. */
export function htmlOf(path: string): string {
  return readFileSync(fileOf(path), 'utf8')
}

const parsed = new Map<string, Document>()

/**
 * The built page of `path` as a document, parsed without running its scripts or loading its
 * styles (what a browser shows with JavaScript off, before any CSS rule).
 */
export function pageOf(path: string): Document {
  const cached = parsed.get(path)
  if (cached) return cached
  const document = parseHtml(htmlOf(path), path)
  parsed.set(path, document)
  return document
}

/** `html` (a page the server answered at `path`) as a document, its scripts not run. */
export function parseHtml(html: string, path: string): Document {
  const window = new Window({
    url: `http://localhost${path}`,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      navigation: { disableMainFrameNavigation: true },
    },
  })
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
}

/** The text a reader gets from `element`: its text content with whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Why `element` would stay hidden for a visitor whose browser never runs the page's scripts, or
 * undefined when nothing in the HTML hides it: the `hidden` attribute, an inline `display: none`
 * or `visibility: hidden`, or a class whose only way out is a script (a fade-in still waiting).
 */
export function hiddenWithoutScript(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `${describe(node)} has the hidden attribute`
    const style = (node.getAttribute('style') ?? '').replace(/\s/g, '')
    if (/display:none|visibility:hidden|opacity:0(?![.\d])/.test(style)) {
      return `${describe(node)} is styled ${style}`
    }
    if (node.classList.contains('fade-in--waiting')) return `${describe(node)} waits to fade in`
  }
  return undefined
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : ''
  const classes = element.classList.length ? `.${[...element.classList].join('.')}` : ''
  return `<${element.tagName.toLowerCase()}${id}${classes}>`
}

/**
 * The production server's answer to a request, in process (no port): status codes, headers and
 * bodies as a visitor's browser or a crawler gets them.
 */
export function serverRequest(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(path, init))
}

const app = createApp({ distDir: DIST, publicUrl: 'http://localhost:4173' })
