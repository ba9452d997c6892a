import { MOTIFS, type Motif } from './motifs.ts'
import { BACKGROUNDS, type Background, GROUNDS, P } from './palette.ts'
import { hash, n, type Rng, rng } from './random.ts'
import { DEF_FRUIT, DEF_LEAF, gradient, leaf, svgDoc } from './shapes.ts'

/** Draws a motif `size` wide, centred on cx, standing on groundY. */
export function place(motif: Motif, cx: number, groundY: number, size: number, r: Rng): string {
  const s = size / 200
  return `<g transform="translate(${n(cx - 100 * s)} ${n(groundY - 200 * s)}) scale(${n(s)})">${MOTIFS[motif](r)}</g>`
}

/** A landscape scene: gradient sky, sun, floating leaves, rolling ground, main motif and companions. */
export interface SceneOptions {
  /** The sky; a random one of BACKGROUNDS by default. */
  bg?: Background
  ground?: string
  /** How many leaves float in the sky (5). */
  leaves?: number
  /** The main motif's size as a share of the height (0.62). */
  mainScale?: number
  centerX?: number
  /** Smaller motifs beside the main one, alternately left and right. */
  sides?: readonly Motif[]
  /** Extra SVG drawn on top. */
  extra?: string
}

/** `seed` names the picture's randomness; `title` is its accessible name. */
export function scene(
  w: number,
  h: number,
  seed: string,
  title: string,
  motif: Motif,
  opts: SceneOptions = {},
): string {
  const r = rng(hash(seed))
  const [c1, c2] = opts.bg ?? r.pick(BACKGROUNDS)
  const ground = opts.ground ?? r.pick(GROUNDS)
  const gy = Math.round(h * 0.8)
  const sunLeft = r.next() < 0.5
  const sunR = Math.round(h * (0.22 + r.next() * 0.1))
  let body = `<rect width="${w}" height="${h}" fill="url(#g)"/>`
  body += `<circle cx="${sunLeft ? Math.round(w * 0.18) : Math.round(w * 0.82)}" cy="${Math.round(h * 0.28)}" r="${sunR}" fill="${r.pick([P.mustard, P.orange, P.white])}" opacity=".45"/>`
  for (let i = 0; i < (opts.leaves ?? 5); i++) {
    body += leaf(
      r.int(0, w),
      r.int(10, gy - 60),
      (h / 420) * (0.7 + r.next()),
      r.int(0, 360),
      r.pick([P.leaf, P.lime, P.orange]),
    )
  }
  const R = Math.round
  body += `<path d="M0 ${R(gy - h * 0.1)}Q${R(w * 0.3)} ${R(gy - h * 0.2)} ${R(w * 0.6)} ${R(gy - h * 0.08)}T${w} ${R(gy - h * 0.12)}V${h}H0Z" fill="${ground}" opacity=".35"/>`
  body += `<path d="M0 ${gy}Q${Math.round(w / 2)} ${gy - Math.round(h * 0.06)} ${w} ${gy}V${h}H0Z" fill="${ground}"/>`
  const mainSize = h * (opts.mainScale ?? 0.62)
  const cx = opts.centerX ?? w / 2
  for (const [i, side] of (opts.sides ?? []).entries()) {
    const sx = i % 2 === 0 ? cx - mainSize * 0.85 : cx + mainSize * 0.85
    body += place(side, sx, gy + h * 0.04, mainSize * 0.55, r)
  }
  body += place(motif, cx, gy + h * 0.04, mainSize, r)
  if (opts.extra) body += opts.extra
  const defs = gradient('g', c1, c2) + DEF_FRUIT + DEF_LEAF
  return svgDoc(w, h, title, body, defs)
}
