import { P } from './palette.ts'
import { hash, rng } from './random.ts'
import { place } from './scene.ts'
import { DEF_FRUIT, DEF_LEAF, gradient, leaf, svgDoc } from './shapes.ts'

/** The words lettered on the picture, one version per language. */
export interface PromoLettering {
  kicker: string
  /** The headline's two lines, and their font size (Spanish needs a smaller one to fit). */
  headline: readonly [string, string]
  headlineSize: number
  /** The small lines under the headline. */
  strap: readonly string[]
}

export const ENGLISH_LETTERING: PromoLettering = {
  kicker: 'EVERY SUNDAY · 3PM',
  headline: ['Pack a box,', 'feed a neighbour'],
  headlineSize: 56,
  strap: ['Rescued food, shared with dignity. All welcome.'],
}

/** The Spanish page's picture says what its alt text says (the promo's spanishImage in the sample dataset). */
export const SPANISH_LETTERING: PromoLettering = {
  kicker: 'TODOS LOS DOMINGOS · 3 P.M.',
  headline: ['Empaque una caja,', 'alimente a un vecino'],
  headlineSize: 46,
  strap: ['Comida rescatada, compartida con dignidad.', 'Todos son bienvenidos.'],
}

/** The promotional popup's picture (600 x 600), with its words drawn in. */
export function promo(title: string, words: PromoLettering = ENGLISH_LETTERING): string {
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
    `<text x="48" y="110" font-family="Helvetica,Arial,sans-serif" font-size="24" letter-spacing="4" fill="${P.mustard}">${words.kicker}</text>` +
    words.headline
      .map(
        (line, i) =>
          `<text x="48" y="${180 + i * 64}" font-family="Georgia,serif" font-size="${words.headlineSize}" font-weight="700" fill="${P.cream}">${line}</text>`,
      )
      .join('') +
    words.strap
      .map(
        (line, i) =>
          `<text x="48" y="${292 + i * 30}" font-family="Helvetica,Arial,sans-serif" font-size="22" fill="${P.sand}">${line}</text>`,
      )
      .join('') +
    '<path d="M0 470Q300 430 600 470V600H0Z" fill="#14432c"/>' +
    place('box', 300, 540, 260, r) +
    place('crate', 110, 560, 150, r) +
    place('bread', 490, 560, 150, r)
  return svgDoc(600, 600, title, body, gradient('g', P.green, '#163f2b') + DEF_FRUIT + DEF_LEAF)
}
