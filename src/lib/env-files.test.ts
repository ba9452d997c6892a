// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { loadEnvironment, withPrefix } from './env-files'

function projectWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'env-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

describe('loadEnvironment', () => {
  const dir = projectWith({
    '.env': 'PUBLIC_URL=https://base.example.org\nVITE_A=base\nVITE_B=base\n# a comment\n',
    '.env.local': 'VITE_B=local\n',
    '.env.production': 'VITE_C="quoted value"\nSTRIPE_SECRET_KEY=sk_test_fromfile\n',
    '.env.production.local': 'VITE_D=prod-local\n',
    '.env.development': 'VITE_C=dev\n',
  })

  it('reads the files in order, a later one winning, and the process environment over all', () => {
    const env = loadEnvironment('production', dir, { VITE_D: 'process' })
    expect(env).toMatchObject({
      PUBLIC_URL: 'https://base.example.org',
      VITE_A: 'base',
      VITE_B: 'local',
      VITE_C: 'quoted value',
      VITE_D: 'process',
      STRIPE_SECRET_KEY: 'sk_test_fromfile',
    })
    expect(loadEnvironment('development', dir, {}).VITE_C).toBe('dev')
  })

  it('gives the build the same VITE_* values Vite itself reads', () => {
    for (const mode of ['production', 'development']) {
      const ours = withPrefix(loadEnvironment(mode, dir, {}), 'VITE_')
      expect(ours).toEqual(loadEnv(mode, dir, 'VITE_'))
    }
  })

  it('is empty without files', () => {
    expect(loadEnvironment('production', projectWith({}), {})).toEqual({})
  })
})
