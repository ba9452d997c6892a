/** The artwork's colours: one palette, so every picture looks part of the same set. */
export const P = {
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
} as const

/** A sky: the two stops of a vertical gradient. */
export type Background = readonly [string, string]

/** The cool grey-blue sky of the water and winter pictures. */
export const COOL_SKY: Background = ['#e7eef2', '#c9d8e2']

export const BACKGROUNDS: readonly Background[] = [
  ['#fbf4e8', '#f3dfbf'],
  ['#eaf3e6', '#cfe5cc'],
  ['#fde8d6', '#f6c8a0'],
  ['#f9e6df', '#f0c6b8'],
  COOL_SKY,
  ['#fff3d6', '#f6dc9c'],
]
export const GROUNDS: readonly string[] = [P.leaf, P.green, '#5f9e4f', '#b98a5e', '#6c8f4a']
export const FRUIT: readonly string[] = [P.tomato, P.orange, P.mustard, P.lime, '#b8323a']
export const SKIN: readonly string[] = [
  '#f1c9a5',
  '#d9a47a',
  '#b77b52',
  '#8d5a3b',
  '#5e3b27',
  '#e8b990',
]
export const HAIR: readonly string[] = [
  '#2b1d14',
  '#4a3020',
  '#7a4a2a',
  '#c9a25a',
  '#1d2b3a',
  '#9a9a9a',
]
export const SHIRT: readonly string[] = [
  P.leaf,
  P.orange,
  P.tomato,
  P.navy,
  P.mustard,
  P.green,
  '#5b7fa6',
]
