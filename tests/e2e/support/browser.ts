// The launcher of the specs still on vitest + playwright-core, while they move to Playwright Test
// (tests/e2e/support/test.ts gives the same browsers as fixtures). Removed with the last of them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './chromium'

export { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from './chromium'
export * from './page-checks'

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install -y chromium"`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A persistent profile: service workers and installability behave as for a real visitor
 * (an incognito context always reports "in-incognito"). Remove the folder with `close()`.
 */
export async function launchPersistent(
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-profile-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport,
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Collects console errors and uncaught exceptions, so a spec can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
