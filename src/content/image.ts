/**
 * An image from public/images/: the sample dataset's placeholder artwork, plain SVG files whose
 * size and <title> match their entry's width, height and alt (edit them by hand, or upload photos
 * in the Studio instead).
 * Width and height are the file's intrinsic size, so the page can reserve the space before the
 * image loads.
 */
export interface ContentImage {
  src: string
  alt: string
  /** `['alt']` when a Spanish page shows the English description (src/content-modules/english-only.ts). */
  englishOnly?: readonly string[]
  width: number
  height: number
}

/** The intrinsic sizes the artwork is drawn at, one per kind of slot. */
export const imageSizes = {
  hero: { width: 1600, height: 900 },
  card: { width: 600, height: 420 },
  wide: { width: 1200, height: 630 },
  team: { width: 400, height: 480 },
  product: { width: 600, height: 600 },
  partner: { width: 240, height: 120 },
  tile: { width: 400, height: 400 },
  avatar: { width: 96, height: 96 },
  popup: { width: 600, height: 600 },
} as const satisfies Record<string, { width: number; height: number }>
