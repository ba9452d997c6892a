import { BACKGROUNDS, HAIR, P, SHIRT, SKIN } from './palette.ts'
import { hash, n, rng } from './random.ts'
import { DEF_LEAF, gradient, leaf, svgDoc } from './shapes.ts'

/** Team portraits (400 x 480) and, cropped to a circle, review avatars. */

export interface PortraitOptions {
  skin?: string
  hair?: string
  shirt?: string
  /** Hair style 0-4. */
  style?: number
  glasses?: boolean
  beard?: boolean
  apron?: boolean
  /** A round avatar cropped to the face, without the floating leaves. */
  small?: boolean
}

/** `seed` names the picture's randomness; `title` is its accessible name. */
export function portrait(
  w: number,
  h: number,
  seed: string,
  title: string,
  opts: PortraitOptions = {},
): string {
  const r = rng(hash(seed))
  const [c1, c2] = r.pick(BACKGROUNDS)
  const skin = opts.skin ?? r.pick(SKIN)
  const hair = opts.hair ?? r.pick(HAIR)
  const shirt = opts.shirt ?? r.pick(SHIRT)
  const style = opts.style ?? r.int(0, 4)
  let p = `<rect width="400" height="480" fill="url(#g)"/><circle cx="200" cy="200" r="150" fill="#fff" opacity=".4"/>`
  if (!opts.small) {
    for (let i = 0; i < 4; i++)
      p += leaf(
        r.int(10, 390),
        r.int(10, 300),
        1.4 + r.next(),
        r.int(0, 360),
        r.pick([P.leaf, P.lime, P.orange]),
      )
  }
  // long hair behind
  if (style === 2) p += `<path d="M120 200Q120 110 200 110T280 200V330H120Z" fill="${hair}"/>`
  // shoulders
  p += `<path d="M60 480C60 380 110 340 200 340S340 380 340 480Z" fill="${shirt}"/>`
  if (opts.apron)
    p += `<path d="M150 352L176 480M250 352L224 480" stroke="${P.cream}" stroke-width="10"/><rect x="156" y="420" width="88" height="60" fill="${P.cream}"/>`
  else p += `<path d="M170 344L200 392L230 344" fill="${P.cream}" opacity=".85"/>`
  p += `<path d="M176 290h48v62q-24 14-48 0Z" fill="${skin}"/>`
  p += `<path d="M176 318q24 14 48 0" stroke="#00000022" stroke-width="6" fill="none"/>`
  // head
  p += `<ellipse cx="126" cy="224" rx="12" ry="18" fill="${skin}"/><ellipse cx="274" cy="224" rx="12" ry="18" fill="${skin}"/>`
  p += `<ellipse cx="200" cy="218" rx="74" ry="86" fill="${skin}"/>`
  // hair styles
  if (style === 0)
    p += `<path d="M124 210Q120 124 200 124Q282 124 276 210Q262 160 200 156Q150 156 124 210Z" fill="${hair}"/>`
  if (style === 1) {
    p += `<path d="M124 206Q124 126 200 126Q276 126 276 206Q250 166 200 164Q150 166 124 206Z" fill="${hair}"/>`
    p += `<circle cx="200" cy="118" r="30" fill="${hair}"/>`
  }
  if (style === 2)
    p += `<path d="M126 210Q126 126 200 126Q274 126 274 210Q240 154 160 170Q136 180 126 210Z" fill="${hair}"/>`
  if (style === 3) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI + (i / 8) * Math.PI
      p += `<circle cx="${n(200 + Math.cos(a) * 70)}" cy="${n(196 + Math.sin(a) * 72)}" r="26" fill="${hair}"/>`
    }
  }
  if (style === 4) {
    p += `<path d="M124 200Q124 120 200 120Q276 120 276 200Q200 150 124 200Z" fill="${r.pick([P.tomato, P.mustard, P.leaf, P.orange])}"/>`
    p += `<path d="M140 168Q200 140 260 168" stroke="#ffffff55" stroke-width="6" fill="none"/>`
  }
  // face
  p += `<circle cx="172" cy="224" r="6" fill="${P.navy}"/><circle cx="228" cy="224" r="6" fill="${P.navy}"/>`
  p += `<path d="M176 262q24 18 48 0" stroke="${P.navy}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  p += `<circle cx="156" cy="252" r="10" fill="${P.tomato}" opacity=".18"/><circle cx="244" cy="252" r="10" fill="${P.tomato}" opacity=".18"/>`
  if (opts.glasses)
    p += `<g fill="none" stroke="${P.navy}" stroke-width="4"><circle cx="172" cy="224" r="18"/><circle cx="228" cy="224" r="18"/><path d="M190 222h20"/></g>`
  if (opts.beard)
    p += `<path d="M132 240Q136 312 200 312Q264 312 268 240Q252 280 200 282Q148 280 132 240Z" fill="${hair}"/>`
  if (opts.small) {
    // circular avatar: crop to the face area (x 60..340, y 90..370 of the 400 x 480 portrait)
    const k = n(w / 280)
    const crop = `<clipPath id="c"><circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}"/></clipPath>`
    return svgDoc(
      w,
      h,
      title,
      `${crop}<g clip-path="url(#c)"><g transform="scale(${k}) translate(-60 -90)">${p}</g></g>`,
      gradient('g', c1, c2),
    )
  }
  return svgDoc(w, h, title, p, gradient('g', c1, c2) + DEF_LEAF)
}
