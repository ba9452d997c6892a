import { FRUIT, HAIR, P, SHIRT, SKIN } from './palette.ts'
import { n, type Rng } from './random.ts'
import { carrot, fruit, greens, heart, leaf } from './shapes.ts'

/** The scene motifs, each drawn in a local 200 x 200 box with the ground at y = 200. */
export const MOTIFS = {
  crate(r: Rng): string {
    let s = ''
    for (let i = 0; i < 6; i++) s += fruit(40 + i * 24, 98 + r.int(-3, 3), 1.35, r.pick(FRUIT))
    for (let i = 0; i < 5; i++) s += fruit(52 + i * 24, 84 + r.int(-3, 3), 1.35, r.pick(FRUIT))
    s += greens(34, 92, 0.9) + greens(168, 90, 0.9)
    s +=
      `<rect x="18" y="104" width="164" height="96" rx="6" fill="${P.wood}"/>` +
      `<rect x="18" y="104" width="164" height="14" rx="4" fill="#b07447"/>` +
      '<path d="M18 142H182M18 172H182" stroke="#a86d41" stroke-width="3"/>' +
      `<rect x="84" y="124" width="32" height="10" rx="5" fill="${P.woodDark}"/>` +
      `<rect x="70" y="150" width="60" height="34" rx="4" fill="${P.cream}"/>` +
      heart(100, 167, 9, P.tomato)
    return s
  },

  bread(): string {
    return (
      `<g transform="rotate(-22 120 100)"><rect x="70" y="84" width="110" height="30" rx="15" fill="#e2a35c"/>` +
      '<path d="M92 92l8 14M114 92l8 14M136 92l8 14M158 92l8 14" stroke="#f6d49a" stroke-width="4" stroke-linecap="round"/></g>' +
      '<ellipse cx="78" cy="124" rx="48" ry="32" fill="#c9823f"/>' +
      '<path d="M50 112q28-18 56 0M56 128q22-14 44 0" stroke="#f0c07e" stroke-width="4" fill="none" stroke-linecap="round"/>' +
      '<ellipse cx="138" cy="134" rx="28" ry="20" fill="#d99a52"/>' +
      '<path d="M122 130q16-10 32 0" stroke="#f6d49a" stroke-width="3" fill="none"/>' +
      `<path d="M20 136H180L164 200H36Z" fill="#b07447"/>` +
      `<rect x="14" y="130" width="172" height="14" rx="7" fill="${P.woodDark}"/>` +
      '<path d="M30 162H170M34 182H166" stroke="#8a5a3b" stroke-width="3" stroke-dasharray="10 6"/>'
    )
  },

  box(r: Rng): string {
    const tape = r.pick([P.mustard, P.cream])
    return (
      `<path d="M34 100L14 78L64 66L80 100Z" fill="#c48a52"/><path d="M166 100L186 78L136 66L120 100Z" fill="#c48a52"/>` +
      carrot(70, 64, -15) +
      carrot(86, 60, 8) +
      `<g transform="rotate(18 130 70)"><rect x="110" y="30" width="26" height="78" rx="13" fill="#e2a35c"/>` +
      '<path d="M116 46l14 6M116 62l14 6M116 78l14 6" stroke="#f6d49a" stroke-width="3" stroke-linecap="round"/></g>' +
      fruit(104, 88, 1.5, r.pick(FRUIT)) +
      greens(142, 92, 0.9) +
      `<rect x="30" y="98" width="140" height="102" rx="4" fill="${P.card}"/>` +
      `<path d="M30 98H170V112H30Z" fill="#c48a52"/><rect x="90" y="98" width="20" height="102" fill="${tape}" opacity=".75"/>` +
      heart(62, 150, 14, P.tomato) +
      '<path d="M126 140h28M126 152h22M126 164h26" stroke="#a9733f" stroke-width="3" stroke-linecap="round"/>'
    )
  },

  hands(r: Rng): string {
    const skin = r.pick(SKIN)
    const sleeve = r.pick(SHIRT)
    return (
      heart(100, 74, 34, P.tomato) +
      '<ellipse cx="88" cy="60" rx="7" ry="10" fill="#fff" opacity=".3"/>' +
      `<path d="M-6 200L30 150Q44 146 60 162L36 200Z" fill="${sleeve}"/><path d="M206 200L170 150Q156 146 140 162L164 200Z" fill="${sleeve}"/>` +
      `<path d="M22 124C44 168 156 168 178 124C186 152 172 190 100 194C28 190 14 152 22 124Z" fill="${skin}"/>` +
      `<ellipse cx="30" cy="122" rx="9" ry="14" fill="${skin}" transform="rotate(-25 30 122)"/><ellipse cx="170" cy="122" rx="9" ry="14" fill="${skin}" transform="rotate(25 170 122)"/>` +
      '<path d="M100 162V192" stroke="#00000022" stroke-width="3"/>' +
      '<path d="M34 128q6 10 14 14M52 136q5 8 12 10M148 136q-5 8-12 10M166 128q-6 10-14 14" stroke="#00000022" stroke-width="3" fill="none" stroke-linecap="round"/>'
    )
  },

  fridge(r: Rng): string {
    const body = r.pick([P.leaf, '#5b7fa6', P.orange, P.tomato])
    let s =
      `<rect x="48" y="10" width="104" height="186" rx="12" fill="${body}"/>` +
      '<rect x="56" y="18" width="88" height="46" rx="6" fill="#ffffff33"/>' +
      `<rect x="60" y="74" width="80" height="100" rx="6" fill="${P.cream}"/>` +
      '<path d="M60 106H140M60 140H140" stroke="#d8c8ad" stroke-width="3"/>' +
      `<rect x="134" y="26" width="6" height="28" rx="3" fill="${P.navy}"/><rect x="144" y="84" width="6" height="40" rx="3" fill="${P.navy}"/>` +
      '<rect x="60" y="190" width="14" height="10" fill="#1d2b3a"/><rect x="126" y="190" width="14" height="10" fill="#1d2b3a"/>'
    s += fruit(74, 98, 0.9, r.pick(FRUIT)) + fruit(94, 98, 0.9, r.pick(FRUIT))
    s += `<rect x="110" y="84" width="10" height="20" rx="3" fill="#8fc1d9"/><rect x="124" y="88" width="10" height="16" rx="3" fill="${P.mustard}"/>`
    s +=
      `<rect x="70" y="120" width="26" height="18" rx="3" fill="${P.card}"/>` +
      greens(118, 128, 0.7)
    s += `<path d="M72 164h20l-3-14h-14Z" fill="${P.tomato}"/><rect x="104" y="150" width="24" height="16" rx="3" fill="#e2a35c"/>`
    s +=
      heart(100, 40, 10, P.cream) +
      leaf(64, 54, 0.6, -30, P.cream) +
      leaf(136, 54, 0.6, 210, P.cream)
    return s
  },

  garden(r: Rng): string {
    let s = ''
    for (let i = 0; i < 5; i++) {
      const x = 34 + i * 33
      if (i % 2 === 0) {
        s += `<path d="M${x} 150V${118 - r.int(0, 12)}" stroke="${P.leaf}" stroke-width="3"/>`
        s += leaf(x, 130, 0.8, -35, P.leaf) + leaf(x, 126, 0.8, 215, P.lime)
        s += fruit(x + 6, 118, 0.7, P.tomato)
      } else {
        s += greens(x, 138, 0.9)
      }
    }
    s += carrot(60, 150, 0, 0.6) + carrot(128, 150, 0, 0.6)
    s +=
      '<rect x="10" y="148" width="180" height="14" rx="4" fill="#5b3a22"/>' +
      `<rect x="10" y="160" width="180" height="40" rx="4" fill="${P.wood}"/>` +
      '<path d="M10 180H190M70 160V200M130 160V200" stroke="#a86d41" stroke-width="3"/>'
    return s
  },

  people(r: Rng): string {
    let s = ''
    for (let i = 0; i < 3; i++) s += bust(38 + i * 62, 104 - r.int(0, 8), 1.25 + r.next() * 0.1, r)
    s +=
      `<rect x="0" y="140" width="200" height="14" rx="4" fill="${P.woodDark}"/>` +
      '<rect x="14" y="154" width="10" height="46" fill="#6b4430"/><rect x="176" y="154" width="10" height="46" fill="#6b4430"/>' +
      `<rect x="14" y="116" width="46" height="26" rx="3" fill="${P.card}"/><rect x="14" y="116" width="46" height="6" fill="#c48a52"/>` +
      heart(37, 132, 6, P.tomato) +
      fruit(92, 132, 1.1, r.pick(FRUIT)) +
      fruit(108, 134, 1.1, r.pick(FRUIT)) +
      greens(160, 130, 0.7)
    return s
  },

  books(): string {
    return (
      `<rect x="30" y="160" width="140" height="40" rx="4" fill="${P.navy}"/><rect x="30" y="168" width="132" height="24" fill="${P.cream}"/>` +
      `<rect x="40" y="124" width="124" height="36" rx="4" fill="${P.tomato}"/><rect x="48" y="131" width="116" height="22" fill="${P.cream}"/>` +
      `<rect x="34" y="92" width="128" height="32" rx="4" fill="${P.leaf}"/><rect x="34" y="99" width="120" height="18" fill="${P.cream}"/>` +
      '<path d="M40 180h110M56 142h100M42 108h100" stroke="#e8dcc4" stroke-width="2"/>' +
      fruit(98, 74, 2, P.tomato) +
      `<g transform="rotate(-30 160 80)"><rect x="150" y="40" width="10" height="60" fill="${P.mustard}"/><path d="M150 100h10l-5 12Z" fill="#f6d49a"/></g>`
    )
  },

  bowl(r: Rng): string {
    return (
      '<path d="M70 70q-10-16 0-30t0-30M100 66q-10-16 0-30t0-30M130 70q-10-16 0-30t0-30" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>' +
      `<ellipse cx="100" cy="112" rx="84" ry="20" fill="${r.pick([P.orange, '#e0a040', P.tomato])}"/>` +
      `<circle cx="70" cy="110" r="7" fill="${P.orange}" stroke="#f6d49a" stroke-width="2"/><circle cx="120" cy="114" r="7" fill="${P.orange}" stroke="#f6d49a" stroke-width="2"/>` +
      leaf(90, 106, 0.5, -20, P.leaf) +
      leaf(140, 108, 0.5, 160, P.leaf) +
      `<path d="M16 112H184C184 166 148 196 100 196C52 196 16 166 16 112Z" fill="${r.pick([P.navy, P.green, '#5b7fa6'])}"/>` +
      '<path d="M40 140H160" stroke="#ffffff55" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>' +
      `<rect x="150" y="60" width="10" height="70" rx="5" fill="${P.sand}" transform="rotate(30 155 95)"/>`
    )
  },

  compost(): string {
    return (
      `<path d="M40 80H160L150 200H50Z" fill="${P.green}"/><rect x="32" y="66" width="136" height="18" rx="6" fill="${P.leaf}"/>` +
      '<path d="M62 40q20-22 40-6" stroke="#f2b84b" stroke-width="8" fill="none" stroke-linecap="round"/>' +
      fruit(122, 56, 1.1, P.tomato) +
      leaf(80, 62, 0.9, -60, P.lime) +
      '<g fill="none" stroke="#fbf4e8" stroke-width="6" stroke-linecap="round"><path d="M80 118a24 24 0 0 1 40 4M124 150a24 24 0 0 1-40 4"/></g>' +
      '<path d="M114 110l10 12-14 4ZM86 162l-10-12 14-4Z" fill="#fbf4e8"/>'
    )
  },

  hall(): string {
    let s =
      `<path d="M20 84L100 40L180 84Z" fill="${P.cream}"/><rect x="24" y="84" width="152" height="12" fill="${P.sand}"/>` +
      `<rect x="16" y="184" width="168" height="16" fill="${P.sand}"/>`
    for (let i = 0; i < 5; i++)
      s += `<rect x="${34 + i * 30}" y="96" width="14" height="88" fill="${P.cream}"/>`
    s +=
      `<path d="M110 6h78a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-52l-16 14v-14h-10a10 10 0 0 1-10-10V16a10 10 0 0 1 10-10Z" fill="${P.white}"/>` +
      heart(150, 34, 13, P.tomato)
    return s
  },

  birds(r: Rng): string {
    const bird = (x: number, y: number, c: string, flip: boolean) =>
      `<g transform="translate(${x} ${y}) scale(${flip ? -1 : 1} 1)"><ellipse cx="0" cy="0" rx="20" ry="16" fill="${c}"/>` +
      `<circle cx="14" cy="-12" r="10" fill="${c}"/><path d="M23-14l9 3-9 3Z" fill="${P.mustard}"/><circle cx="16" cy="-14" r="2" fill="${P.navy}"/>` +
      `<path d="M-6-4q-10 12 8 14" fill="#ffffff55"/><path d="M-18 2l-12 6 12 2Z" fill="${c}"/></g>`
    return (
      `<path d="M0 132Q100 112 200 126" stroke="${P.woodDark}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      leaf(40, 126, 1, 150, P.leaf) +
      leaf(170, 124, 1, -20, P.leaf) +
      bird(60, 108, r.pick([P.tomato, P.orange]), false) +
      bird(138, 104, r.pick(['#5b7fa6', P.leaf]), true) +
      `<rect x="84" y="150" width="34" height="40" rx="4" fill="${P.cream}"/><path d="M78 152L101 134L124 152Z" fill="${P.tomato}"/>` +
      `<path d="M101 134V122" stroke="${P.woodDark}" stroke-width="3"/><rect x="88" y="172" width="26" height="14" fill="${P.mustard}"/>`
    )
  },

  water(): string {
    return (
      '<path d="M100 14C76 58 52 86 52 116a48 48 0 0 0 96 0C148 86 124 58 100 14Z" fill="#4f97c7"/>' +
      '<path d="M76 112a24 24 0 0 0 16 28" stroke="#ffffff88" stroke-width="7" fill="none" stroke-linecap="round"/>' +
      '<path d="M28 150h44l-6 50H34Z" fill="#ffffff99"/><path d="M31 170h38l-3 30H34Z" fill="#8fc1d9"/>' +
      '<path d="M128 150h44l-6 50h-32Z" fill="#ffffff99"/><path d="M131 166h38l-3 34h-32Z" fill="#8fc1d9"/>'
    )
  },

  child(r: Rng): string {
    return (
      `<rect x="74" y="168" width="52" height="32" fill="${P.navy}"/>` +
      bust(100, 120, 1.35, r, true) +
      `<rect x="128" y="150" width="56" height="40" rx="8" fill="${P.mustard}"/><rect x="146" y="142" width="20" height="10" rx="4" fill="none" stroke="${P.navy}" stroke-width="3"/>` +
      fruit(40, 168, 2, P.tomato)
    )
  },

  winter(r: Rng): string {
    let s = MOTIFS.box(r)
    for (let i = 0; i < 7; i++) {
      const x = r.int(10, 190)
      const y = r.int(6, 60)
      s += `<path d="M${x - 6} ${y}h12M${x} ${y - 6}v12M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`
    }
    return s
  },

  apples(r: Rng): string {
    let s = ''
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++)
        s += fruit(28 + x * 48 + (y % 2) * 20, 50 + y * 44, 2, r.pick(FRUIT))
    return s
  },
}

export type Motif = keyof typeof MOTIFS

/** Head-and-shoulders figure; (x,y) is the chin, scale s. */
function bust(x: number, y: number, s: number, r: Rng, young = false): string {
  const skin = r.pick(SKIN)
  const hair = r.pick(HAIR)
  const shirt = r.pick(SHIRT)
  const style = r.int(0, 3)
  let h = `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">`
  h += `<path d="M-30 40C-30 10-18 4 0 4S30 10 30 40Z" fill="${shirt}"/>`
  h += `<rect x="-6" y="-4" width="12" height="12" fill="${skin}"/>`
  if (style === 2) h += `<rect x="-18" y="-30" width="36" height="34" rx="10" fill="${hair}"/>`
  h += `<circle cx="0" cy="-18" r="${young ? 16 : 15}" fill="${skin}"/>`
  if (style === 0) h += `<path d="M-16-18a16 16 0 0 1 32 0q-16-12-32 0Z" fill="${hair}"/>`
  if (style === 1)
    h += `<path d="M-16-18a16 16 0 0 1 32 0q-16-12-32 0Z" fill="${hair}"/><circle cx="0" cy="-36" r="7" fill="${hair}"/>`
  if (style === 2) h += `<path d="M-16-20a16 16 0 0 1 32 0q-18-6-32 0Z" fill="${hair}"/>`
  if (style === 3)
    h += `<path d="M-17-18a17 17 0 0 1 34 0Z" fill="${r.pick([P.tomato, P.mustard, P.leaf])}"/>`
  if (!young)
    h += `<path d="M-10 10L0 40L10 10" stroke="${P.cream}" stroke-width="3" fill="none" opacity=".7"/>`
  return `${h}</g>`
}
