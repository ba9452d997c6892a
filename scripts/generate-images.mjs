#!/usr/bin/env node
// Generates the site's original flat illustrations as small SVG files under public/images/.
// Plain Node ESM, no dependencies. Output is deterministic: every image is seeded by its name,
// so re-running the script produces byte-identical files.
//
//   node scripts/generate-images.mjs
//
// Every SVG has a viewBox, explicit width/height matching the slot it is shown in, role="img"
// and a <title>. The ContentImage entries in src/content/*.ts point at these files.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'public', 'images')

// ---------------------------------------------------------------- palette & randomness

const P = {
  green: '#1f5f3f',
  leaf: '#3f8f4f',
  lime: '#7db35a',
  orange: '#e8833a',
  cream: '#fbf4e8',
  tomato: '#d9483b',
  navy: '#1d2b3a',
  mustard: '#f2b84b',
  wood: '#c98b5a',
  woodDark: '#8a5a3b',
  card: '#d9a066',
  sand: '#f3dfbf',
  white: '#ffffff',
}

const BACKGROUNDS = [
  ['#fbf4e8', '#f3dfbf'],
  ['#eaf3e6', '#cfe5cc'],
  ['#fde8d6', '#f6c8a0'],
  ['#f9e6df', '#f0c6b8'],
  ['#e7eef2', '#c9d8e2'],
  ['#fff3d6', '#f6dc9c'],
]
const GROUNDS = [P.leaf, P.green, '#5f9e4f', '#b98a5e', '#6c8f4a']
const FRUIT = [P.tomato, P.orange, P.mustard, P.lime, '#b8323a']
const SKIN = ['#f1c9a5', '#d9a47a', '#b77b52', '#8d5a3b', '#5e3b27', '#e8b990']
const HAIR = ['#2b1d14', '#4a3020', '#7a4a2a', '#c9a25a', '#1d2b3a', '#9a9a9a']
const SHIRT = [P.leaf, P.orange, P.tomato, P.navy, P.mustard, P.green, '#5b7fa6']

function hash(str) {
  let h = 2166136261
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: small deterministic PRNG */
function rng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  }
}

const n = (v) => Math.round(v * 10) / 10

function esc(s) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

// ---------------------------------------------------------------- building blocks

/** Reusable apple-like fruit; fill is inherited from the <use>. */
const DEF_FRUIT =
  '<g id="f"><path d="M0-7C-4-11-11-9-11-2C-11 6-5 11 0 9C5 11 11 6 11-2C11-9 4-11 0-7Z"/>' +
  '<path d="M0-7l1-5" stroke="#5b3a22" stroke-width="2"/>' +
  '<path d="M1-11c3-3 7-2 8 0c-3 2-6 2-8 0z" fill="#3f8f4f"/>' +
  '<ellipse cx="-5" cy="-2" rx="2.5" ry="4" fill="#fff" opacity=".3"/></g>'
/** Leaf; fill inherited. */
const DEF_LEAF = '<path id="l" d="M0 0C6-10 20-12 30-10C26 0 14 6 0 0Z"/>'

const fruit = (x, y, s, c) =>
  `<use href="#f" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${c}"/>`
const leaf = (x, y, s, rot, c) =>
  `<use href="#l" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(rot)}) scale(${n(s)})" fill="${c}"/>`

function heart(cx, cy, s, c) {
  return `<path d="M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.3)} ${n(cy + s * 0.1)} ${n(cx - s * 0.9)} ${n(cy - s * 0.9)} ${n(cx)} ${n(cy - s * 0.35)}C${n(cx + s * 0.9)} ${n(cy - s * 0.9)} ${n(cx + s * 1.3)} ${n(cy + s * 0.1)} ${n(cx)} ${n(cy + s * 0.9)}Z" fill="${c}"/>`
}

function carrot(x, y, rot, s = 1) {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})">` +
    '<path d="M-3-4c-4-8-2-14 0-16c2 2 4 8 0 16M3-4c2-8 8-12 10-12c0 3-4 9-10 12" fill="#3f8f4f"/>' +
    `<path d="M-7-4h14L1 40h-2Z" fill="${P.orange}"/>` +
    '<path d="M-4 8h4M1 18h3M-2 27h3" stroke="#c4682a" stroke-width="1.5"/></g>'
  )
}

function greens(x, y, s = 1) {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="#5f9e4f">` +
    '<circle cx="-9" cy="0" r="10"/><circle cx="9" cy="0" r="10"/><circle cx="0" cy="-8" r="11"/>' +
    '<path d="M0 8V-10M-8 2l8-6 8 6" stroke="#2f7040" stroke-width="1.5" fill="none"/></g>'
  )
}

// ---------------------------------------------------------------- motifs (local 200 x 200 box, ground at y=200)

const MOTIFS = {
  crate(r) {
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

  bread() {
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

  box(r) {
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

  hands(r) {
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

  fridge(r) {
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

  garden(r) {
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

  people(r) {
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

  books() {
    return (
      `<rect x="30" y="160" width="140" height="40" rx="4" fill="${P.navy}"/><rect x="30" y="168" width="132" height="24" fill="${P.cream}"/>` +
      `<rect x="40" y="124" width="124" height="36" rx="4" fill="${P.tomato}"/><rect x="48" y="131" width="116" height="22" fill="${P.cream}"/>` +
      `<rect x="34" y="92" width="128" height="32" rx="4" fill="${P.leaf}"/><rect x="34" y="99" width="120" height="18" fill="${P.cream}"/>` +
      '<path d="M40 180h110M56 142h100M42 108h100" stroke="#e8dcc4" stroke-width="2"/>' +
      fruit(98, 74, 2, P.tomato) +
      `<g transform="rotate(-30 160 80)"><rect x="150" y="40" width="10" height="60" fill="${P.mustard}"/><path d="M150 100h10l-5 12Z" fill="#f6d49a"/></g>`
    )
  },

  bowl(r) {
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

  compost() {
    return (
      `<path d="M40 80H160L150 200H50Z" fill="${P.green}"/><rect x="32" y="66" width="136" height="18" rx="6" fill="${P.leaf}"/>` +
      '<path d="M62 40q20-22 40-6" stroke="#f2b84b" stroke-width="8" fill="none" stroke-linecap="round"/>' +
      fruit(122, 56, 1.1, P.tomato) +
      leaf(80, 62, 0.9, -60, P.lime) +
      '<g fill="none" stroke="#fbf4e8" stroke-width="6" stroke-linecap="round"><path d="M80 118a24 24 0 0 1 40 4M124 150a24 24 0 0 1-40 4"/></g>' +
      '<path d="M114 110l10 12-14 4ZM86 162l-10-12 14-4Z" fill="#fbf4e8"/>'
    )
  },

  hall() {
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

  birds(r) {
    const bird = (x, y, c, flip) =>
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

  water() {
    return (
      '<path d="M100 14C76 58 52 86 52 116a48 48 0 0 0 96 0C148 86 124 58 100 14Z" fill="#4f97c7"/>' +
      '<path d="M76 112a24 24 0 0 0 16 28" stroke="#ffffff88" stroke-width="7" fill="none" stroke-linecap="round"/>' +
      '<path d="M28 150h44l-6 50H34Z" fill="#ffffff99"/><path d="M31 170h38l-3 30H34Z" fill="#8fc1d9"/>' +
      '<path d="M128 150h44l-6 50h-32Z" fill="#ffffff99"/><path d="M131 166h38l-3 34h-32Z" fill="#8fc1d9"/>'
    )
  },

  child(r) {
    return (
      `<rect x="74" y="168" width="52" height="32" fill="${P.navy}"/>` +
      bust(100, 120, 1.35, r, true) +
      `<rect x="128" y="150" width="56" height="40" rx="8" fill="${P.mustard}"/><rect x="146" y="142" width="20" height="10" rx="4" fill="none" stroke="${P.navy}" stroke-width="3"/>` +
      fruit(40, 168, 2, P.tomato)
    )
  },

  winter(r) {
    let s = MOTIFS.box(r)
    for (let i = 0; i < 7; i++) {
      const x = r.int(10, 190)
      const y = r.int(6, 60)
      s += `<path d="M${x - 6} ${y}h12M${x} ${y - 6}v12M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`
    }
    return s
  },

  apples(r) {
    let s = ''
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++)
        s += fruit(28 + x * 48 + (y % 2) * 20, 50 + y * 44, 2, r.pick(FRUIT))
    return s
  },
}

/** Head-and-shoulders figure; (x,y) is the chin, scale s. */
function bust(x, y, s, r, young = false) {
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

// ---------------------------------------------------------------- compositions

function svgDoc(w, h, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  )
}

function gradient(id, c1, c2, vertical = true) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`
}

function place(motif, cx, groundY, size, r) {
  const s = size / 200
  return `<g transform="translate(${n(cx - 100 * s)} ${n(groundY - 200 * s)}) scale(${n(s)})">${MOTIFS[motif](r)}</g>`
}

/** A landscape scene: gradient sky, sun, floating leaves, rolling ground, main motif and companions. */
function scene(w, h, name, title, motif, opts = {}) {
  const r = rng(hash(name))
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

// ---------------------------------------------------------------- products (600 x 600)

/** The picture on a seed packet, by variety. */
function packetArt(label) {
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
}

function productImage(name, title, motif, color, label, mesh) {
  const r = rng(hash(name))
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

// ---------------------------------------------------------------- team portraits (400 x 480) and avatars

function portrait(w, h, name, title, opts = {}) {
  const r = rng(hash(name))
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

// ---------------------------------------------------------------- partner logos (240 x 120)

const PARTNER_ICONS = {
  leaf: (c) => leaf(38, 90, 1.6, -60, c) + leaf(38, 90, 1.3, -105, P.lime),
  loaf: (c) =>
    `<ellipse cx="44" cy="62" rx="30" ry="20" fill="${c}"/><path d="M26 56q18-12 36 0M30 68q14-10 28 0" stroke="#f6d49a" stroke-width="3" fill="none"/>`,
  drop: (c) =>
    `<path d="M44 28C34 46 24 56 24 70a20 20 0 0 0 40 0C64 56 54 46 44 28Z" fill="${c}"/>`,
  heart: (c) => heart(44, 60, 22, c),
  wheat: (c) =>
    `<path d="M44 96V34" stroke="${c}" stroke-width="4"/>${[40, 52, 64, 76]
      .map((y) => leaf(44, y, 0.6, -60, c) + leaf(44, y, 0.6, 240, c))
      .join('')}`,
}

function partnerLogo(title, icon, color, line1, line2) {
  const body =
    `<rect x="2" y="2" width="236" height="116" rx="14" fill="${P.cream}" stroke="${color}" stroke-width="3"/>` +
    PARTNER_ICONS[icon](color) +
    `<text x="84" y="58" font-family="Georgia,serif" font-size="22" font-weight="700" fill="${P.navy}">${esc(line1)}</text>` +
    `<text x="84" y="84" font-family="Helvetica,Arial,sans-serif" font-size="14" letter-spacing="2" fill="${color}">${esc(line2)}</text>`
  return svgDoc(240, 120, title, body, DEF_LEAF)
}

// ---------------------------------------------------------------- promo popup (600 x 600)

function promo() {
  const r = rng(hash('promo'))
  let body = `<rect width="600" height="600" fill="url(#g)"/><circle cx="540" cy="60" r="100" fill="${P.mustard}" opacity=".35"/>`
  for (let i = 0; i < 6; i++)
    body += leaf(
      r.int(20, 580),
      r.int(360, 430),
      1.2 + r.next() * 0.6,
      r.int(0, 360),
      r.pick([P.lime, P.orange]),
    )
  body +=
    `<text x="48" y="110" font-family="Helvetica,Arial,sans-serif" font-size="24" letter-spacing="4" fill="${P.mustard}">EVERY SUNDAY · 3PM</text>` +
    `<text x="48" y="180" font-family="Georgia,serif" font-size="56" font-weight="700" fill="${P.cream}">Pack a box,</text>` +
    `<text x="48" y="244" font-family="Georgia,serif" font-size="56" font-weight="700" fill="${P.cream}">feed a neighbour</text>` +
    `<text x="48" y="292" font-family="Helvetica,Arial,sans-serif" font-size="22" fill="${P.sand}">Rescued food, shared with dignity. All welcome.</text>` +
    '<path d="M0 470Q300 430 600 470V600H0Z" fill="#14432c"/>' +
    place('box', 300, 540, 260, r) +
    place('crate', 110, 560, 150, r) +
    place('bread', 490, 560, 150, r)
  return svgDoc(
    600,
    600,
    'Sunday 3pm packing session invitation',
    body,
    gradient('g', P.green, '#163f2b') + DEF_FRUIT + DEF_LEAF,
  )
}

// ---------------------------------------------------------------- the manifest of images

const jobs = []
const add = (path, svg) => jobs.push([path, svg])
const kebab = (s) => s.toLowerCase()

// Causes (600 x 420)
const causes = [
  [
    'Sustainable-Food',
    'bowl',
    'A bowl of hearty vegetable soup made from rescued produce',
    ['crate'],
  ],
  [
    'Urban-Food-Gardens',
    'garden',
    'A raised bed of tomatoes, greens and carrots in a city garden',
    [],
  ],
  ['Nutrition-Education', 'books', 'A stack of recipe books topped with a red apple', ['apples']],
  [
    'Emergency-Food-Assistance',
    'box',
    'A donation box filled with bread, carrots and fresh produce',
    ['bread'],
  ],
  [
    'Zero-Waste-Food',
    'compost',
    'A compost bin with a recycling symbol and fruit scraps',
    ['garden'],
  ],
  ['Policy-Change-Food-Insecurity', 'hall', 'A town hall with a speech bubble holding a heart', []],
]
for (const [slug, motif, title, sides] of causes) {
  add(`causes/${kebab(slug)}.svg`, scene(600, 420, `cause-${slug}`, title, motif, { sides }))
}

// Campaigns (600 x 420)
add(
  'campaigns/save-the-children.svg',
  scene(
    600,
    420,
    'campaign-children',
    'A smiling child holding a packed lunch box next to an apple',
    'child',
    { sides: ['books'] },
  ),
)
add(
  'campaigns/need-the-water.svg',
  scene(
    600,
    420,
    'campaign-water',
    'A large water drop beside two glasses of clean water',
    'water',
    { bg: BACKGROUNDS[4] },
  ),
)

// Events (600 x 420)
const events = [
  ['Help-The-Poor', 'hands', 'Open hands holding a red heart', ['box']],
  ['Help-Children', 'child', 'A child with a lunch box and an apple', []],
  ['Provideing-Education', 'books', 'Books and a pencil ready for a cooking class', []],
  ['Birds-From-Hunting', 'birds', 'Two round birds on a branch beside a seed feeder', []],
  ['Sunday-Packing-Session', 'people', 'Volunteers packing food boxes at a long table', []],
  [
    'Community-Fridge-Launch',
    'fridge',
    'A brightly painted community fridge stocked with food',
    ['crate'],
  ],
  ['Harvest-Gleaning-Day', 'crate', 'A wooden crate full of gleaned apples and greens', ['garden']],
  [
    'Winter-Food-Drive',
    'winter',
    'A donation box of food under falling snow',
    [],
    { bg: BACKGROUNDS[4] },
  ],
]
for (const [slug, motif, title, sides, extra] of events) {
  add(
    `events/${kebab(slug)}.svg`,
    scene(600, 420, `event-${slug}`, title, motif, { sides, ...(extra ?? {}) }),
  )
}

// Blog posts: list image (600 x 420) and single-view image (1200 x 630)
const posts = [
  [
    'What-A-Sunday-Packing-Session-Looks-Like',
    'people',
    'Volunteers packing food boxes at a Sunday session',
    ['box'],
  ],
  [
    'Our-First-Community-Fridge-Turns-One',
    'fridge',
    'A community fridge on a street corner, full of rescued food',
    ['bread'],
  ],
  [
    'Why-We-Never-Turn-Away-Day-Old-Bread',
    'bread',
    'A basket of rescued loaves and baguettes',
    ['crate'],
  ],
  [
    'Lunchboxes-For-The-School-Holidays',
    'child',
    'A child with a packed lunch box beside a pile of apples',
    ['apples'],
  ],
  [
    'A-Year-Of-Gleaning',
    'crate',
    'A crate of gleaned fruit and greens beside a garden bed',
    ['garden'],
  ],
  [
    'Mutual-Aid-Is-Not-A-Hand-Out',
    'hands',
    'Open hands offering a heart, with neighbours at a table behind',
    ['people'],
  ],
  [
    'When-The-Cupboard-Is-Bare',
    'box',
    'An emergency food box packed with bread, carrots and fruit',
    ['bread'],
  ],
  [
    'How-We-Fund-The-Collective',
    'apples',
    'A heap of apples bought with donations, beside a food box',
    ['box'],
  ],
  [
    'Cooking-With-Kids-From-The-Crate',
    'bowl',
    'A bowl of vegetable soup next to a stack of recipe books',
    ['books'],
  ],
]
for (const [slug, motif, title, sides] of posts) {
  add(`posts/${kebab(slug)}.svg`, scene(600, 420, `post-${slug}`, title, motif, { sides }))
  add(
    `posts/${kebab(slug)}-wide.svg`,
    scene(1200, 630, `post-wide-${slug}`, title, motif, { sides, leaves: 8, mainScale: 0.6 }),
  )
}

// Hero slides (1600 x 900)
const heroes = [
  [
    'rescued-food-table',
    'people',
    'Volunteers sharing crates of rescued food and bread at a street table',
    ['crate', 'bread'],
  ],
  [
    'community-fridge',
    'fridge',
    'A community fridge stocked by neighbours, with crates of produce',
    ['crate', 'bread'],
  ],
  [
    'growing-together',
    'garden',
    'A city garden bed full of vegetables beside a crate of apples',
    ['crate', 'compost'],
  ],
]
for (const [name, motif, title, sides] of heroes) {
  add(
    `hero/${name}.svg`,
    scene(1600, 900, `hero-${name}`, title, motif, { sides, leaves: 6, mainScale: 0.55 }),
  )
}

// Photo grid (400 x 400)
const grid = [
  ['crate', 'A crate of rescued apples'],
  ['bread', 'A basket of fresh loaves'],
  ['hands', 'Hands holding a heart'],
  ['fridge', 'A painted community fridge'],
  ['garden', 'Vegetables growing in a raised bed'],
  ['box', 'A packed food box'],
  ['bowl', 'A warm bowl of soup'],
  ['apples', 'A pile of red and orange apples'],
  ['people', 'Volunteers at the packing table'],
]
grid.forEach(([motif, title], i) => {
  add(
    `photo-grid/tile-${i + 1}.svg`,
    scene(400, 400, `grid-${i}`, title, motif, { leaves: 3, mainScale: 0.7 }),
  )
})

// Products (600 x 600)
const products = [
  [
    'rescued-recipes-cookbook',
    'book',
    P.leaf,
    'Rescued Recipes',
    'Green cookbook titled Rescued Recipes',
  ],
  ['sunday-soup-cookbook', 'book', P.tomato, 'Sunday Soup', 'Red cookbook titled Sunday Soup'],
  ['canvas-market-tote', 'tote', P.green, '', 'Green canvas tote bag printed with a heart'],
  ['mesh-produce-bags', 'tote', P.leaf, '', 'Mesh produce bag holding greens and an apple', true],
  [
    'volunteer-kitchen-apron',
    'apron',
    P.orange,
    '',
    'Orange kitchen apron with a heart on the bib',
  ],
  ['enamel-tea-mug', 'mug', P.navy, '', 'Navy enamel mug with a leaf print'],
  ['stoneware-coffee-mug', 'mug', P.tomato, '', 'Red stoneware mug with a leaf print'],
  ['heirloom-tomato-seeds', 'packet', P.tomato, 'Tomato', 'Seed packet for heirloom tomatoes'],
  [
    'pollinator-wildflower-seeds',
    'packet',
    P.mustard,
    'Wildflower',
    'Seed packet for pollinator wildflowers',
  ],
  ['community-herb-seeds', 'packet', P.leaf, 'Herbs', 'Seed packet for kitchen herbs'],
  ['windfall-apple-chutney', 'jar', '#b8652f', 'Chutney', 'Jar of windfall apple chutney'],
  ['hedgerow-jam', 'jar', '#8a2a3a', 'Jam', 'Jar of hedgerow jam'],
  ['beeswax-food-wraps', 'cloth', P.mustard, '', 'Three folded beeswax food wraps'],
  ['striped-tea-towel', 'cloth', P.navy, '', 'Folded striped tea towels'],
  ['organic-cotton-t-shirt', 'tshirt', P.green, '', 'Green T-shirt printed with a heart and leaf'],
  ['reusable-water-bottle', 'bottle', '#5b7fa6', '', 'Blue reusable water bottle'],
  [
    'bamboo-lunch-box',
    'lunchbox',
    P.leaf,
    '',
    'Bamboo lunch box filled with greens, fruit and a carrot',
  ],
  ['olive-wood-spoon', 'spoon', P.woodDark, '', 'Wooden spoon resting on a chopping board'],
  ['seasonal-eating-calendar', 'calendar', P.orange, 'Seasons', 'Seasonal eating wall calendar'],
  ['kitchen-notebook', 'book', P.navy, 'Notes', 'Navy kitchen notebook'],
]
for (const [name, motif, color, label, title, mesh] of products) {
  add(`products/${name}.svg`, productImage(`product-${name}`, title, motif, color, label, mesh))
}

// Team (400 x 480)
const team = [
  [
    'maya-thompson',
    'Portrait of Maya Thompson, founder',
    { style: 3, glasses: true, shirt: P.green },
  ],
  ['tom-henley', 'Portrait of Tom Henley, volunteer', { style: 0, beard: true, apron: true }],
  ['priya-raman', 'Portrait of Priya Raman, volunteer', { style: 2, shirt: P.orange }],
  ['jonah-weiss', 'Portrait of Jonah Weiss, volunteer', { style: 0, glasses: true, apron: true }],
  ['rosa-delgado', 'Portrait of Rosa Delgado, volunteer', { style: 1, shirt: P.tomato }],
  [
    'samuel-mensah',
    'Portrait of Samuel Mensah, volunteer',
    { style: 4, shirt: P.navy, apron: true },
  ],
]
for (const [name, title, opts] of team)
  add(`team/${name}.svg`, portrait(400, 480, `team-${name}`, title, opts))

// Review avatars (96 x 96)
add(
  'avatars/hannah-brooks.svg',
  portrait(96, 96, 'avatar-hannah', 'Avatar of Hannah Brooks', { small: true, style: 2 }),
)
add(
  'avatars/marcus-lee.svg',
  portrait(96, 96, 'avatar-marcus', 'Avatar of Marcus Lee', {
    small: true,
    style: 0,
    glasses: true,
  }),
)

// Partners (240 x 120)
const partners = [
  ['riverside-grocers', 'Riverside Grocers logo', 'leaf', P.leaf, 'Riverside', 'GROCERS'],
  ['oakwood-bakery', 'Oakwood Bakery logo', 'loaf', '#b8652f', 'Oakwood', 'BAKERY'],
  ['clearwater-trust', 'Clearwater Trust logo', 'drop', '#3f7fb0', 'Clearwater', 'TRUST'],
  ['commons-kitchen', 'Commons Kitchen logo', 'heart', P.tomato, 'Commons', 'KITCHEN'],
  ['fieldfare-farms', 'Fieldfare Farms logo', 'wheat', '#b98a1e', 'Fieldfare', 'FARMS'],
]
for (const [name, title, icon, color, l1, l2] of partners)
  add(`partners/${name}.svg`, partnerLogo(title, icon, color, l1, l2))

// Promo popup (600 x 600)
add('promo/sunday-packing.svg', promo())

// ---------------------------------------------------------------- write

let total = 0
let largest = ['', 0]
for (const [rel, svg] of jobs) {
  const file = join(outDir, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  const bytes = Buffer.byteLength(svg)
  total += bytes
  if (bytes > largest[1]) largest = [rel, bytes]
}
console.log(
  `wrote ${jobs.length} images, ${total} bytes in total; largest ${largest[0]} (${largest[1]} bytes)`,
)
