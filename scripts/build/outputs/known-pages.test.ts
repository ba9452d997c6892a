import { describe, expect, it } from 'vitest'
import type { KnownPages } from '../../../src/lib/known-pages'
import { knownPaths } from '../../../tests/fixtures/known-paths'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { writeKnownPages } from './known-pages'

const out = scratchOutDir()

describe('the known pages step', () => {
  it('writes every address with a page, in the compact form the worker reads', async () => {
    const paths = ['/', '/about', '/es', '/es/about']
    await writeKnownPages(out.path, paths)
    const known = JSON.parse(await out.read('known-pages.json')) as KnownPages
    expect(new Set(knownPaths(known))).toEqual(new Set(paths))
  })
})
