import { P } from './palette.ts'
import { esc } from './random.ts'
import { DEF_LEAF, heart, leaf, svgDoc } from './shapes.ts'

/** Partner logos (240 x 120): an icon beside the name in two lines. */

const PARTNER_ICONS = {
  leaf: (c: string): string => leaf(38, 90, 1.6, -60, c) + leaf(38, 90, 1.3, -105, P.lime),
  loaf: (c: string): string =>
    `<ellipse cx="44" cy="62" rx="30" ry="20" fill="${c}"/><path d="M26 56q18-12 36 0M30 68q14-10 28 0" stroke="#f6d49a" stroke-width="3" fill="none"/>`,
  drop: (c: string): string =>
    `<path d="M44 28C34 46 24 56 24 70a20 20 0 0 0 40 0C64 56 54 46 44 28Z" fill="${c}"/>`,
  heart: (c: string): string => heart(44, 60, 22, c),
  wheat: (c: string): string =>
    `<path d="M44 96V34" stroke="${c}" stroke-width="4"/>${[40, 52, 64, 76]
      .map((y) => leaf(44, y, 0.6, -60, c) + leaf(44, y, 0.6, 240, c))
      .join('')}`,
}

export type PartnerIcon = keyof typeof PARTNER_ICONS

export interface PartnerArt {
  icon: PartnerIcon
  color: string
  /** The name as the logo sets it: a large first line and a small spaced second line. */
  line1: string
  line2: string
}

export function partnerLogo(title: string, { icon, color, line1, line2 }: PartnerArt): string {
  const body =
    `<rect x="2" y="2" width="236" height="116" rx="14" fill="${P.cream}" stroke="${color}" stroke-width="3"/>` +
    PARTNER_ICONS[icon](color) +
    `<text x="84" y="58" font-family="Georgia,serif" font-size="22" font-weight="700" fill="${P.navy}">${esc(line1)}</text>` +
    `<text x="84" y="84" font-family="Helvetica,Arial,sans-serif" font-size="14" letter-spacing="2" fill="${color}">${esc(line2)}</text>`
  return svgDoc(240, 120, title, body, DEF_LEAF)
}
