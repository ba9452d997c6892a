import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CSP_ORIGINS_FILE, siteOriginsFrom } from '../../server/csp-origins.ts'
import type { ClientConfig } from '../../src/lib/config.ts'

/**
 * Records, inside the build, which outside origins this bundle was configured to use, so the
 * production server's Content-Security-Policy allows exactly those (see server/csp-origins.ts).
 */
export function cspOriginsPlugin(options: { config: ClientConfig; outDir: string }): Plugin {
  return {
    name: 'food-collective:csp-origins',
    apply: 'build',
    async closeBundle() {
      const target = join(resolve(options.outDir), CSP_ORIGINS_FILE)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, `${JSON.stringify(siteOriginsFrom(options.config), null, 2)}\n`)
    },
  }
}
