import { readFileSync } from 'node:fs'

/**
 * When `dist/` read its content (`npm test` pins it, scripts/test.mjs): its pages list as
 * upcoming the events still to come then. A spec that looks at events sets the page's clock to
 * it, so the page keeps the list its HTML has whatever the day the suite runs.
 */
export const builtAt: number = (
  JSON.parse(readFileSync('dist-ssr/content.json', 'utf8')) as { content: { readAt: number } }
).content.readAt
