import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import layering `npm run lint` enforces (biome.json's noRestrictedImports overrides):
 * routes -> features -> ui / db -> lib -> content, no feature importing another, and a service
 * worker that imports no page code. Each case is one file with one import, linted by the real
 * biome.json in a scratch copy of the folder layout.
 */
const cases: Array<{ file: string; from: string; allowed: boolean }> = [
  { file: 'src/features/shop/a.ts', from: '../contact/ContactForm', allowed: false },
  { file: 'src/features/shop/b.ts', from: '../../features/contact/ContactForm', allowed: false },
  { file: 'src/features/shop/c.ts', from: '../../routes/about', allowed: false },
  { file: 'src/features/shop/d.ts', from: '../../router', allowed: false },
  { file: 'src/features/shop/e.ts', from: './CartView', allowed: true },
  { file: 'src/features/shop/f.ts', from: '../../ui/PageTitle', allowed: true },
  { file: 'src/features/shop/g.ts', from: '../../db/cart-store', allowed: true },
  { file: 'src/features/shop/h.ts', from: '../../lib/money', allowed: true },
  { file: 'src/features/shop/i.ts', from: '../../content/products', allowed: true },
  { file: 'src/ui/layout/a.ts', from: '../../features/shop/CartView', allowed: false },
  { file: 'src/ui/layout/b.ts', from: '../../db/database', allowed: false },
  { file: 'src/ui/layout/c.ts', from: 'dexie', allowed: false },
  { file: 'src/ui/layout/d.ts', from: '../icons', allowed: true },
  { file: 'src/ui/layout/e.ts', from: '../../content/navigation', allowed: true },
  { file: 'src/ui/a.ts', from: '../lib/seo', allowed: true },
  { file: 'src/db/a.ts', from: '../ui/Dialog', allowed: false },
  { file: 'src/db/b.ts', from: '../features/shop/CartView', allowed: false },
  { file: 'src/db/c.ts', from: '../lib/quantity', allowed: true },
  { file: 'src/lib/a.ts', from: '../ui/Dialog', allowed: false },
  { file: 'src/lib/b.ts', from: '../db/database', allowed: false },
  { file: 'src/lib/c.ts', from: '../content/navigation', allowed: true },
  { file: 'src/content/a.ts', from: '../lib/seo', allowed: false },
  { file: 'src/content/b.ts', from: './image', allowed: true },
  { file: 'src/routes/a.ts', from: '../features/shop/CartView', allowed: true },
  { file: 'sw/a.ts', from: '../src/ui/layout/Header', allowed: false },
  { file: 'sw/b.ts', from: '../src/features/contact/ContactForm', allowed: false },
  { file: 'sw/c.ts', from: 'react', allowed: false },
  { file: 'sw/d.ts', from: '../src/router', allowed: false },
  { file: 'sw/e.ts', from: '../src/db/database', allowed: true },
  { file: 'sw/f.ts', from: '../src/db/outbox-background-sync', allowed: true },
  { file: 'sw/h.ts', from: '../src/features/contact/contact-schema', allowed: false },
  { file: 'sw/g.ts', from: 'workbox-routing', allowed: true },
]

interface Diagnostic {
  category: string
  location: { path: string }
}

let scratch: string
let rejected: Set<string>

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'layering-'))
  copyFileSync('biome.json', join(scratch, 'biome.json'))
  for (const { file, from } of cases) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    writeFileSync(
      join(scratch, file),
      `import * as imported from '${from}'\n\nexport { imported }\n`,
    )
  }
  const biome = resolve('node_modules/.bin/biome')
  const args = ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports']
  // Biome exits 1 when it finds errors; its report is on stdout either way.
  const stdout = await promisify(execFile)(biome, [...args, '--reporter=json', '.'], {
    cwd: scratch,
  }).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  )
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] }
  rejected = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path),
  )
}, 30_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('import layering (npm run lint)', () => {
  it.each(cases)('$file importing $from: allowed $allowed', ({ file, allowed }) => {
    expect(rejected.has(file)).toBe(!allowed)
  })
})
