import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageJobs } from './catalogue'
import { esc } from './random'

/**
 * Artwork under public/images/ that is drawn by hand, not by this generator: the Impact
 * introduction's drawing, one per language, since it is lettered ("SUNDAY 3pm").
 */
const HAND_DRAWN = ['/images/impact/weekly-tracker.svg', '/images/impact/weekly-tracker.es.svg']

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => `/${relative('public', join(dir, file)).replaceAll('\\', '/')}`)
}

describe('generated images', () => {
  const jobs = imageJobs()

  it('take each SVG title (its accessible name) and size from the content module', () => {
    for (const { image, svg } of jobs) {
      expect(svg, image.src).toContain(`<title>${esc(image.alt)}</title>`)
      expect(svg, image.src).toContain(
        `width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`,
      )
    }
  })

  it('write one file per content image', () => {
    const files = jobs.map((job) => job.image.src)
    expect(new Set(files).size).toBe(files.length)
    expect(files.length).toBe(81)
  })

  it('are committed as generated: run `npm run images` after changing an image in src/content', () => {
    const generated = new Map(jobs.map((job) => [job.image.src, job.svg]))
    const committed = svgFilesUnder('public/images').filter((src) => !HAND_DRAWN.includes(src))
    expect(committed.sort()).toEqual([...generated.keys()].sort())
    for (const src of committed) {
      expect(readFileSync(join('public', src), 'utf8'), src).toBe(generated.get(src))
    }
  })
})
