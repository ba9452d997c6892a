import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { precompressFolder } from './precompress-plugin'

it('writes a .br and a .gz beside each text file worth compressing, and only those', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  const script = Buffer.from('export const x = 1;\n'.repeat(200))
  writeFileSync(join(dist, 'assets/main-abc.js'), script)
  writeFileSync(join(dist, 'tiny.css'), 'a{}')
  writeFileSync(join(dist, 'photo.webp'), Buffer.alloc(4096, 1))
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ x: 'y'.repeat(2000) }))

  await precompressFolder(dist)

  const compressed = join(dist, 'assets/main-abc.js')
  expect(brotliDecompressSync(readFileSync(`${compressed}.br`))).toEqual(script)
  expect(gunzipSync(readFileSync(`${compressed}.gz`))).toEqual(script)
  for (const left of ['tiny.css', 'photo.webp', '.vite/manifest.json']) {
    expect(existsSync(join(dist, `${left}.br`)), left).toBe(false)
  }
})
