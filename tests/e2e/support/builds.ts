import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { writeDataset } from '../../../scripts/content/generate-dataset'
import { editedDataset } from '../../fixtures/edited-dataset'
import { startFakeSanity } from '../../fixtures/fake-sanity'
import { buildSite } from './site'

/**
 * The builds the end-to-end suite opens besides `dist/` (the production build `npm run build`
 * makes, with nothing configured). Each is made at most once per run, by the first spec that asks
 * for it (the `testBuild` and `devBuild` fixtures in ./test.ts), so running one spec file builds
 * only what that file needs:
 *
 * - **test**: every outside service configured and pointed at a local fake (EmailJS, Sanity's query
 *   API, a Stripe publishable key), and a Stripe secret key set at build time to prove it never
 *   reaches the bundle. The fakes' ports are baked into it; the global set-up reserves them before
 *   any build, and a spec starts its fake on that port (`fakePorts()`).
 * - **dev**: a development build, whose React reports every hydration mismatch (attributes too).
 * - **edited**: content read through Sanity's client from a fake holding an edited copy of the
 *   sample dataset (tests/fixtures/edited-dataset.ts), as a staff member's edits reach the site;
 *   the same fake is Sanity's image host for the photo uploaded there.
 * - **many posts**: a generated dataset (scripts/content/generate-dataset.ts) with more posts than
 *   the blog lists' first pages hold, read from its file (`CONTENT_DATASET`).
 *
 * `E2E_REUSE_BUILDS=1` keeps a build from an earlier run (same ports), for quick local iterations
 * on a spec: rebuild by unsetting it after changing the app.
 */

export interface FakePorts {
  emailjs: number
  sanity: number
}

export const TEST_BUILD_DIR = '.e2e-builds/test'
export const DEV_BUILD_DIR = '.e2e-builds/dev'
export const EDITED_BUILD_DIR = '.e2e-builds/edited'
export const MANY_POSTS_BUILD_DIR = '.e2e-builds/many-posts'
/** The dataset of the many-posts build, written before it builds. */
export const MANY_POSTS_DATASET = '.e2e-builds/many-posts-dataset/dataset.ndjson'
const STAMP = 'e2e-build.json'

/** What the test build is configured with; specs assert against the same values. */
export const TEST_CONFIG = {
  sanityProjectId: 'test-project',
  emailjs: {
    serviceId: 'service_test',
    publicKey: 'public_test',
    templates: {
      contact: 'template_contact',
      signup: 'template_signup',
      cancellation: 'template_cancel',
    },
  },
  stripePublishableKey: 'pk_test_e2eSite',
  /** Stripe's customer portal login page (only its address is checked; it is never opened). */
  stripePortalLoginUrl: 'https://billing.stripe.com/p/login/test_e2eSite',
  /** Set at build time only, to prove the build never copies it into what browsers download. */
  stripeSecretKey: 'sk_test_e2eBuildTimeSecret0000',
}

/** The ports the global set-up reserved for the fakes the test build talks to. */
export function fakePorts(): FakePorts {
  const ports = process.env.E2E_FAKE_PORTS
  if (!ports) throw new Error('E2E_FAKE_PORTS is unset: run the specs through playwright test.')
  return JSON.parse(ports) as FakePorts
}

/** The ports an earlier run baked into the test build, when it may be reused. */
export function reusablePorts(): FakePorts | undefined {
  if (process.env.E2E_REUSE_BUILDS !== '1') return undefined
  const stamp = readStamp(TEST_BUILD_DIR)
  return stamp?.ports
}

interface Stamp {
  runId: string
  ports: FakePorts
}

function readStamp(dir: string): Stamp | undefined {
  const file = join(dir, STAMP)
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as Stamp
}

/** Builds `dir` unless this run (or, with E2E_REUSE_BUILDS=1, an earlier one) already did. */
async function ensureBuild(dir: string, build: () => Promise<void>): Promise<string> {
  const runId = process.env.E2E_RUN_ID ?? ''
  const ports = fakePorts()
  const stamp = readStamp(dir)
  const samePorts = JSON.stringify(stamp?.ports) === JSON.stringify(ports)
  const fresh = stamp?.runId === runId || process.env.E2E_REUSE_BUILDS === '1'
  if (stamp && samePorts && fresh) return dir
  rmSync(dir, { recursive: true, force: true })
  await build()
  writeFileSync(join(dir, STAMP), JSON.stringify({ runId, ports } satisfies Stamp))
  return dir
}

/**
 * Runs `build` with a fake Sanity on `port` to read the content from (the sample dataset), unless
 * a spec's own fake already listens there (it answers the content queries as well).
 */
async function withContentLake(port: number, build: () => Promise<void>): Promise<void> {
  const lake = await startFakeSanity([], port).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') return undefined
    throw error
  })
  try {
    await build()
  } finally {
    await lake?.close()
  }
}

export function ensureTestBuild(): Promise<string> {
  const { emailjs, sanity } = fakePorts()
  return ensureBuild(TEST_BUILD_DIR, () =>
    withContentLake(sanity, () =>
      buildSite(TEST_BUILD_DIR, {
        VITE_SANITY_PROJECT_ID: TEST_CONFIG.sanityProjectId,
        VITE_SANITY_API_HOST: `http://127.0.0.1:${sanity}`,
        VITE_EMAILJS_SERVICE_ID: TEST_CONFIG.emailjs.serviceId,
        VITE_EMAILJS_PUBLIC_KEY: TEST_CONFIG.emailjs.publicKey,
        VITE_EMAILJS_TEMPLATE_ID: TEST_CONFIG.emailjs.templates.contact,
        VITE_EMAILJS_SIGNUP_TEMPLATE_ID: TEST_CONFIG.emailjs.templates.signup,
        VITE_EMAILJS_CANCELLATION_TEMPLATE_ID: TEST_CONFIG.emailjs.templates.cancellation,
        VITE_EMAILJS_API_URL: `http://127.0.0.1:${emailjs}`,
        VITE_STRIPE_PUBLISHABLE_KEY: TEST_CONFIG.stripePublishableKey,
        VITE_STRIPE_PORTAL_LOGIN_URL: TEST_CONFIG.stripePortalLoginUrl,
        STRIPE_SECRET_KEY: TEST_CONFIG.stripeSecretKey,
      }),
    ),
  )
}

export function ensureDevBuild(): Promise<string> {
  return ensureBuild(DEV_BUILD_DIR, () => buildSite(DEV_BUILD_DIR, {}, { mode: 'development' }))
}

export function ensureEditedBuild(): Promise<string> {
  return ensureBuild(EDITED_BUILD_DIR, async () => {
    // Content is read at build time only, so the fake can take any free port and stop after.
    const lake = await startFakeSanity([], 0, editedDataset())
    try {
      await buildSite(EDITED_BUILD_DIR, {
        VITE_SANITY_PROJECT_ID: 'edited-project',
        VITE_SANITY_API_HOST: lake.url,
        VITE_SANITY_CDN_HOST: lake.url,
      })
    } finally {
      await lake.close()
    }
  })
}

export function ensureManyPostsBuild(): Promise<string> {
  return ensureBuild(MANY_POSTS_BUILD_DIR, async () => {
    const options = { posts: 20, events: 8, moment: Date.UTC(2026, 10, 27, 20), seed: 38 }
    const dataset = writeDataset(dirname(MANY_POSTS_DATASET), options)
    await buildSite(MANY_POSTS_BUILD_DIR, { CONTENT_DATASET: dataset })
  })
}
