import { defineConfig } from 'vitest/config'

// End-to-end specs drive the built site in Debian's Chromium. One file at a time: the machines
// have two cores, and parallel browsers only make every spec slower and flakier.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
