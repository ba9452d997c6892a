import { loadEnv } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { inlineScriptPlugin } from './scripts/build/inline-script-plugin.ts'
import { contentPlugin } from './scripts/content/content-plugin.ts'
import { parseClientConfig } from './src/lib/config.ts'

/**
 * Test files that need modules of their own: a component test that replaces (`vi.mock`) a module
 * the component imports, which a file before it in the same worker may already have loaded as it
 * is. Add a file here when it passes alone but fails in the suite.
 */
const ISOLATED = [
  'src/features/contact/ContactForm.configured.test.tsx',
  'src/features/donate/DonationThanks.test.tsx',
  'src/features/impact/ImpactPage.test.tsx',
  'src/features/shop/PaidOrder.test.tsx',
  'src/features/volunteer/MySignups.test.tsx',
  'src/ui/Slider.offline.test.tsx',
  'src/ui/Slider.test.tsx',
  'src/ui/toast/Toaster.offline.test.tsx',
  'src/ui/toast/Toaster.test.tsx',
]

export default defineConfig({
  // As in vite.config.ts: `?inline-script` imports (the page's app loader), and the content
  // modules, from the sample dataset whatever .env says.
  plugins: [inlineScriptPlugin(), contentPlugin({ project: null }).plugin],
  // As in vite.config.ts: the validated configuration, inlined for src/lib/client-config.ts.
  define: {
    __CLIENT_CONFIG__: JSON.stringify(parseClientConfig(loadEnv('test', process.cwd(), 'VITE_'))),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    restoreMocks: true,
    // Stubbed environment variables and globals are put back before each test, and (by
    // tests/setup-unit.ts) before each file, so that files sharing a worker never see another file's.
    unstubEnvs: true,
    unstubGlobals: true,
    // Every core: vitest's default leaves one free, which on the CI's two cores runs one file at a
    // time (115 s against 77 s for the unit stage there).
    maxWorkers: '100%',
    projects: [
      {
        // Components and the database's tests, in a DOM (happy-dom). The files of a worker share
        // their modules, as in unit-node below (this project took 139 s with a fresh set per file,
        // 15 s without), except those listed in ISOLATED.
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.tsx', 'src/db/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          environment: 'happy-dom',
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          environment: 'happy-dom',
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        // Everything else runs in node: a DOM per file costs more set-up time than most tests take
        // (the unit stage took 158 s with one for every file of src/ and sw/, 40 s of it tests).
        // A .ts test that needs the DOM says so in its first line: `// @vitest-environment happy-dom`.
        // The files of a worker share their modules (not isolated): each file re-importing them
        // made this project take 87 s instead of 31. So a test leaves nothing behind in a
        // module's state; stubs and mocks are undone by the settings above, fake timers by the
        // test that set them.
        extends: true,
        test: {
          name: 'unit-node',
          isolate: false,
          exclude: [...configDefaults.exclude, 'src/db/**'],
          include: [
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/fixtures/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        // Rules about the built site itself (every prerendered page of both languages, the
        // service worker's manifest, the bundles), read from dist/ in node after `npm run build`.
        extends: true,
        test: {
          name: 'html',
          include: ['tests/html/**/*.test.ts'],
          environment: 'node',
          // The files only read the build: sharing modules lets them parse each page once.
          isolate: false,
        },
      },
    ],
  },
})
