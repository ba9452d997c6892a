import { BACKGROUNDS, FRUIT, P } from './palette.ts'
import { esc, hash, type Rng, rng } from './random.ts'
import {
  carrot,
  DEF_FRUIT,
  DEF_LEAF,
  fruit,
  gradient,
  greens,
  heart,
  leaf,
  svgDoc,
} from './shapes.ts'

/** Product photos (600 x 600). */

/** The picture on a seed packet, by variety. */
function packetArt(label: string): string {
  if (label === 'Tomato') return fruit(300, 260, 5, P.tomato)
  if (label === 'Wildflower') {
    let petals = ''
    for (const a of [0, 72, 144, 216, 288]) {
      petals += `<ellipse cx="300" cy="225" rx="16" ry="34" fill="${P.cream}" transform="rotate(${a} 300 260)"/>`
    }
    return `${petals}<circle cx="300" cy="260" r="18" fill="${P.orange}"/>`
  }
  return (
    leaf(300, 300, 3, -60, P.lime) +
    leaf(300, 300, 3, -120, P.cream) +
    leaf(300, 300, 2.5, -90, P.leaf)
  )
}

/** Draws one kind of product in colour c; label is the word printed on it, if any. */
type DrawProduct = (c: string, r: Rng, label: string, mesh: boolean) => string

const PRODUCT_MOTIFS = {
  book(c, r, label) {
    return (
      `<rect x="196" y="130" width="220" height="300" rx="10" fill="${c}"/><rect x="196" y="130" width="26" height="300" fill="#00000022"/>` +
      `<rect x="412" y="140" width="14" height="282" rx="4" fill="${P.cream}"/>` +
      `<rect x="240" y="170" width="150" height="110" rx="8" fill="${P.cream}"/>` +
      fruit(315, 232, 3, r.pick(FRUIT)) +
      `<text x="306" y="330" font-family="Georgia,serif" font-size="26" fill="${P.cream}" text-anchor="middle">${esc(label)}</text>` +
      `<path d="M260 356h92M272 374h68" stroke="${P.cream}" stroke-width="4" opacity=".6"/>`
    )
  },
  tote(c, r, _l, mesh) {
    return (
      `<path d="M240 220v-50a60 60 0 0 1 120 0v50" stroke="${c}" stroke-width="16" fill="none"/>` +
      (mesh ? greens(260, 220, 2) + fruit(330, 214, 3, r.pick(FRUIT)) : '') +
      `<path d="M180 210H420L440 460H160Z" fill="${mesh ? 'none' : c}" stroke="${mesh ? c : 'none'}" stroke-width="6"/>` +
      (mesh
        ? `<path d="M180 250L420 420M180 330L380 460M200 210L440 380M260 210L420 320M420 250L180 420M420 330L220 460M400 210L160 380M340 210L180 320" stroke="${c}" stroke-width="3"/>`
        : heart(300, 320, 40, P.cream) + leaf(300, 270, 1.5, -70, P.cream))
    )
  },
  apron(c) {
    return (
      `<path d="M250 120a50 50 0 0 0 100 0" stroke="${P.navy}" stroke-width="8" fill="none"/>` +
      `<path d="M240 120H360V200Q420 210 430 250L400 480H200L170 250Q180 210 240 200Z" fill="${c}"/>` +
      `<path d="M170 250L110 280M430 250L490 280" stroke="${P.navy}" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="240" y="320" width="120" height="80" rx="8" fill="#00000022"/>` +
      heart(300, 250, 22, P.cream)
    )
  },
  mug(c, r) {
    return (
      `<path d="M240 150q-14-24 0-48M290 150q-14-24 0-48M340 150q-14-24 0-48" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M400 220h30a50 50 0 0 1 0 100h-30" stroke="${c}" stroke-width="24" fill="none"/>` +
      `<path d="M180 180H410V400a40 40 0 0 1-40 40H220a40 40 0 0 1-40-40Z" fill="${c}"/>` +
      `<rect x="180" y="180" width="230" height="22" fill="#ffffff44"/>` +
      leaf(260, 320, 2.2, -40, r.pick([P.cream, P.mustard])) +
      leaf(300, 320, 2.2, 220, P.cream)
    )
  },
  packet(c, _r, label) {
    return (
      `<path d="M190 110H410V470H190Z" fill="${P.cream}"/><path d="M190 110H410V140H190Z" fill="${c}"/>` +
      '<path d="M190 140l10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8 10-8 10 8" stroke="#00000022" stroke-width="2" fill="none"/>' +
      `<rect x="214" y="170" width="172" height="180" rx="10" fill="${c}"/>` +
      packetArt(label) +
      `<text x="300" y="398" font-family="Georgia,serif" font-size="30" fill="${P.navy}" text-anchor="middle">${esc(label)}</text>` +
      '<path d="M240 428h120" stroke="#1d2b3a55" stroke-width="4"/>'
    )
  },
  jar(c, _r, label) {
    return (
      `<rect x="220" y="110" width="160" height="50" rx="8" fill="${P.woodDark}"/><path d="M210 148h180l20 40v230a40 40 0 0 1-40 40H230a40 40 0 0 1-40-40V188Z" fill="${c}"/>` +
      `<path d="M200 150h200l-10 22H210Z" fill="${P.cream}" opacity=".8"/>` +
      '<path d="M222 210v190" stroke="#ffffff55" stroke-width="14" stroke-linecap="round"/>' +
      `<rect x="230" y="260" width="140" height="110" rx="8" fill="${P.cream}"/>` +
      `<text x="300" y="326" font-family="Georgia,serif" font-size="28" fill="${P.navy}" text-anchor="middle">${esc(label)}</text>`
    )
  },
  cloth(c, r) {
    let s = ''
    for (let i = 0; i < 3; i++) {
      const y = 330 - i * 70
      const col = i === 1 ? r.pick([P.mustard, P.lime, P.cream]) : c
      s += `<rect x="${170 + i * 12}" y="${y}" width="260" height="100" rx="10" fill="${col}" stroke="#00000022" stroke-width="3"/>`
      s += `<path d="M${170 + i * 12} ${y + 34}h260M${170 + i * 12} ${y + 66}h260" stroke="#ffffff66" stroke-width="8"/>`
    }
    return s
  },
  tshirt(c) {
    return (
      `<path d="M240 120Q300 160 360 120L470 180L430 260L390 240V480H210V240L170 260L130 180Z" fill="${c}"/>` +
      '<path d="M240 120Q300 170 360 120" stroke="#00000033" stroke-width="6" fill="none"/>' +
      heart(300, 300, 36, P.cream) +
      leaf(300, 254, 1.3, -70, P.cream)
    )
  },
  bottle(c) {
    return (
      `<rect x="266" y="80" width="68" height="40" rx="10" fill="${P.navy}"/><rect x="276" y="116" width="48" height="30" fill="${P.sand}"/>` +
      `<path d="M250 170q0-24 30-24h40q30 0 30 24V470a30 30 0 0 1-30 30h-40a30 30 0 0 1-30-30Z" fill="${c}"/>` +
      '<path d="M266 200v240" stroke="#ffffff55" stroke-width="12" stroke-linecap="round"/>' +
      leaf(300, 340, 2, -90, P.cream)
    )
  },
  lunchbox(c, r) {
    return (
      `<rect x="140" y="240" width="320" height="200" rx="24" fill="${P.wood}"/><rect x="160" y="258" width="130" height="164" rx="12" fill="${P.cream}"/>` +
      `<rect x="306" y="258" width="134" height="164" rx="12" fill="${P.cream}"/>` +
      greens(200, 330, 2) +
      fruit(250, 380, 2.4, r.pick(FRUIT)) +
      carrot(340, 290, 60, 1.6) +
      fruit(400, 380, 2.4, r.pick(FRUIT)) +
      `<path d="M150 236L170 150H430L450 236Z" fill="${c}"/>`
    )
  },
  spoon(c) {
    return (
      `<rect x="190" y="120" width="220" height="360" rx="30" fill="#e6bb86"/><circle cx="300" cy="440" r="12" fill="${P.woodDark}"/>` +
      '<path d="M220 180q80 20 160 0M220 300q80 20 160 0" stroke="#b07447" stroke-width="4" fill="none"/>' +
      `<g transform="rotate(20 300 300)"><ellipse cx="300" cy="170" rx="48" ry="64" fill="${c}"/><rect x="288" y="220" width="24" height="220" rx="12" fill="${c}"/></g>`
    )
  },
  calendar(c, r, label) {
    let s =
      `<rect x="150" y="140" width="300" height="320" rx="14" fill="${P.cream}"/><rect x="150" y="140" width="300" height="70" rx="14" fill="${c}"/>` +
      `<text x="300" y="188" font-family="Georgia,serif" font-size="30" fill="${P.cream}" text-anchor="middle">${esc(label)}</text>`
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 5; col++)
        s += `<rect x="${176 + col * 52}" y="${232 + row * 52}" width="40" height="40" rx="6" fill="${(row * 5 + col) % 7 === 3 ? r.pick(FRUIT) : '#efe3cc'}"/>`
    s += `<rect x="200" y="120" width="12" height="44" rx="6" fill="${P.navy}"/><rect x="388" y="120" width="12" height="44" rx="6" fill="${P.navy}"/>`
    return s
  },
} satisfies Record<string, DrawProduct>

export type ProductMotif = keyof typeof PRODUCT_MOTIFS

export interface ProductArt {
  motif: ProductMotif
  color: string
  /** The word printed on the product (a book's title, a packet's variety). */
  label?: string
  /** A see-through mesh bag rather than canvas (tote only). */
  mesh?: boolean
}

/** `seed` names the picture's randomness; `title` is its accessible name. */
export function productImage(seed: string, title: string, art: ProductArt): string {
  const { motif, color, label = '', mesh = false } = art
  const r = rng(hash(seed))
  const [c1, c2] = r.pick(BACKGROUNDS)
  let body = `<rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="300" r="240" fill="#ffffff" opacity=".45"/>`
  for (let i = 0; i < 4; i++)
    body += leaf(
      r.int(20, 580),
      r.int(20, 580),
      1 + r.next(),
      r.int(0, 360),
      r.pick([P.leaf, P.lime, P.orange]),
    )
  body += '<ellipse cx="300" cy="500" rx="180" ry="18" fill="#1d2b3a" opacity=".12"/>'
  body += PRODUCT_MOTIFS[motif](color, r, label, mesh)
  return svgDoc(600, 600, title, body, gradient('g', c1, c2) + DEF_FRUIT + DEF_LEAF)
}
