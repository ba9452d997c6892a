import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAZY_PART_SOURCES } from '../../scripts/router-manifest'

/** Every .ts/.tsx file under src, as a path from the project's root. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('parts that hydrate near the viewport', () => {
  it('fetched once the page has hydrated are parts that load that way: the sign-up form', () => {
    const loaded = sources()
      .filter((file) => !file.endsWith('lazy-near-viewport.tsx'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        if (!text.includes('lazyNearViewport(')) return []
        return [...text.matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
          relative('.', join(file, '..', `${m[1]}.tsx`)),
        )
      })
    expect(loaded).toContain('src/features/volunteer/SignupForm.tsx')
    for (const source of LAZY_PART_SOURCES) expect(loaded).toContain(source)
  })
})
