import { P } from './palette.ts'
import { esc, n } from './random.ts'

/** Reusable apple-like fruit; fill is inherited from the <use>. */
export const DEF_FRUIT =
  '<g id="f"><path d="M0-7C-4-11-11-9-11-2C-11 6-5 11 0 9C5 11 11 6 11-2C11-9 4-11 0-7Z"/>' +
  '<path d="M0-7l1-5" stroke="#5b3a22" stroke-width="2"/>' +
  '<path d="M1-11c3-3 7-2 8 0c-3 2-6 2-8 0z" fill="#3f8f4f"/>' +
  '<ellipse cx="-5" cy="-2" rx="2.5" ry="4" fill="#fff" opacity=".3"/></g>'
/** Leaf; fill inherited. */
export const DEF_LEAF = '<path id="l" d="M0 0C6-10 20-12 30-10C26 0 14 6 0 0Z"/>'

/** An apple-like fruit at (x, y), scaled by s, in colour c (needs DEF_FRUIT in <defs>). */
export const fruit = (x: number, y: number, s: number, c: string): string =>
  `<use href="#f" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${c}"/>`
/** A leaf at (x, y), scaled by s and turned rot degrees, in colour c (needs DEF_LEAF). */
export const leaf = (x: number, y: number, s: number, rot: number, c: string): string =>
  `<use href="#l" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(rot)}) scale(${n(s)})" fill="${c}"/>`

export function heart(cx: number, cy: number, s: number, c: string): string {
  return `<path d="M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.3)} ${n(cy + s * 0.1)} ${n(cx - s * 0.9)} ${n(cy - s * 0.9)} ${n(cx)} ${n(cy - s * 0.35)}C${n(cx + s * 0.9)} ${n(cy - s * 0.9)} ${n(cx + s * 1.3)} ${n(cy + s * 0.1)} ${n(cx)} ${n(cy + s * 0.9)}Z" fill="${c}"/>`
}

export function carrot(x: number, y: number, rot: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})">` +
    '<path d="M-3-4c-4-8-2-14 0-16c2 2 4 8 0 16M3-4c2-8 8-12 10-12c0 3-4 9-10 12" fill="#3f8f4f"/>' +
    `<path d="M-7-4h14L1 40h-2Z" fill="${P.orange}"/>` +
    '<path d="M-4 8h4M1 18h3M-2 27h3" stroke="#c4682a" stroke-width="1.5"/></g>'
  )
}

export function greens(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="#5f9e4f">` +
    '<circle cx="-9" cy="0" r="10"/><circle cx="9" cy="0" r="10"/><circle cx="0" cy="-8" r="11"/>' +
    '<path d="M0 8V-10M-8 2l8-6 8 6" stroke="#2f7040" stroke-width="1.5" fill="none"/></g>'
  )
}

/** The SVG document: explicit width and height, a viewBox, role="img" and a <title>. */
export function svgDoc(w: number, h: number, title: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  )
}

export function gradient(id: string, c1: string, c2: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`
}
