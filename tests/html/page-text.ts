import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { builtPaths, DIST } from './built-site'

// What the html checks read out of a built page: the text a visitor reads or hears, and where its
// links lead.

/**
 * The text, aria-labels, titles, placeholders and alt texts inside every element matching
 * `selector` (the node twin of the browser's `visibleAndSpokenText`), without the code of inline
 * scripts and styles, which no visitor reads. `leaveOut` drops more elements: the Spanish scans
 * leave out `[lang="en"]`, content shown in English because its Spanish is not written yet.
 */
export function spokenText(document: Document, selector: string, leaveOut?: string): string[] {
  return [...document.querySelectorAll(selector)].flatMap((node) => {
    const copy = node.cloneNode(true) as Element
    const unread = leaveOut ? `script, style, ${leaveOut}` : 'script, style'
    for (const element of copy.querySelectorAll(unread)) element.remove()
    return [
      textWithBreaks(copy),
      ...[...copy.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap(
        (el) => [
          el.getAttribute('aria-label') ?? '',
          el.getAttribute('title') ?? '',
          el.getAttribute('placeholder') ?? '',
          el.getAttribute('alt') ?? '',
        ],
      ),
      node.getAttribute('aria-label') ?? '',
    ]
  })
}

/**
 * The element's text with a space where one element ends and the next begins: `textContent`
 * runs "Testimonios" and the heading after it into "TestimoniosCommunity Voices", where no
 * whole-word search finds the heading.
 */
function textWithBreaks(element: Element): string {
  const parts: string[] = []
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.textContent ?? '')
  return parts.join(' ').replace(/\s+/g, ' ')
}

const pages = new Set(builtPaths)

/** The site-relative addresses the page's links point to, without query or fragment. */
export function internalLinks(document: Document): string[] {
  return [...document.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0] ?? '')
}

/** Whether a site-relative address is a built page or a file of the build. */
export function resolves(path: string): boolean {
  if (pages.has(path)) return true
  const file = join(DIST, decodeURIComponent(path))
  return path !== '/' && existsSync(file)
}

/** Whether a site-relative address is a file (an image, a calendar file) rather than a page. */
export function isFile(path: string): boolean {
  return !pages.has(path) && /\.[a-z0-9]+$/i.test(path)
}
