import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { inlineScriptPlugin } from './scripts/inline-script-plugin'
import { parseClientConfig } from './src/lib/config'

// End-to-end specs drive the built site in Debian's Chromium. One file at a time: the machines
// have two cores, and parallel browsers only make every spec slower and flakier.
export default defineConfig({
  // The route tree imports the page's inline loader as a string (`?inline-script`); without the
  // plugin the loader itself would run here, in Node, with no document.
  plugins: [inlineScriptPlugin()],
  // The specs list the pages from the app's own route tree (src/prerender-paths.ts), whose modules
  // read the configuration the build inlines (src/lib/client-config.ts).
  define: {
    __CLIENT_CONFIG__: JSON.stringify(parseClientConfig(loadEnv('test', process.cwd(), 'VITE_'))),
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
