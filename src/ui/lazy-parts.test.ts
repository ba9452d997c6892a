import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAZY_PART_SOURCES } from '../../scripts/build/router-manifest'

/** Every .ts/.tsx file under src, as a path from the project's root. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The module an import('./x') in `file` names, as a path from the project's root. */
function resolveImport(file: string, specifier: string): string {
  const base = relative('.', join(file, '..', specifier))
  return existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`
}

describe('parts that start near the viewport', () => {
  it('fetched once the page has hydrated are parts that load that way: the sign-up form and this device’s sign-ups', () => {
    const loaded = sources()
      .filter((file) => file !== 'src/ui/near-viewport.tsx')
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        if (!/\b(lazyNearViewport|watchNearViewport)\(/.test(text)) return []
        return [...text.matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
          resolveImport(file, m[1] ?? ''),
        )
      })
    expect(loaded).toContain('src/features/volunteer/SignupForm.tsx')
    expect(loaded).toContain('src/features/volunteer/signup-actions.ts')
    for (const source of LAZY_PART_SOURCES) expect(loaded).toContain(source)
  })
})
