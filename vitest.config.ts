import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['./tests/setup-unit.ts'],
    restoreMocks: true,
  },
})
