import type { Page } from '@playwright/test'
import { BACKOFF_BASE_MS } from '../../../src/db/outbox'
import { type FakeEmailJs, startFakeEmailJs } from '../../fixtures/fake-emailjs'
import { fakePorts } from './builds'
import { serveSite } from './site'
import { test as base, expect } from './test'

/**
 * Fixtures for the specs whose forms send through EmailJS (contact, volunteer): the shared test
 * build (./builds.ts, EmailJS and Sanity pointed at local fakes) served once per worker, and the
 * fake EmailJS started on the port that build calls.
 */
interface WorkerFixtures {
  /** Where the shared test build is served (no service worker of its own installed). */
  testSiteURL: string
}

interface TestFixtures {
  /**
   * The fake EmailJS on the port the test build bakes in, empty at the start of each test and
   * closed at its end (it is test-scoped so that no other spec finds the port taken).
   */
  emailjs: FakeEmailJs
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  testSiteURL: [
    async ({ testBuild }, use) => {
      const site = await serveSite(testBuild)
      await use(site.baseURL)
      await site.close()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  emailjs: async ({}, use) => {
    const fake = await startFakeEmailJs(fakePorts().emailjs)
    await use(fake)
    await fake.close()
  },
})

export { expect }

/**
 * Longer than any wait the page's outbox sets itself: a backoff after a 5xx (5 s + 20% jitter),
 * and the second after which a tab looks again at a message another holder is sending. Advancing
 * the page's clock by this much fires every retry the page would ever make by itself for what it
 * holds now.
 */
export const OUTBOX_RETRY_TIME_MS = BACKOFF_BASE_MS * 1.2 + 1_000

/** The outbox as the database holds it (read with plain IndexedDB, as any tab would). */
export function outboxRecords(
  page: Page,
): Promise<{ id: string; status: string; kind?: string; message: { message: string } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('outbox')) {
            db.close()
            resolve([])
            return
          }
          const request = db.transaction('outbox').objectStore('outbox').getAll()
          request.onsuccess = () => {
            db.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

/**
 * Waits until the outbox has settled: no message queued or being sent (each is sent, or failed
 * and waiting for the visitor).
 */
export async function outboxSettled(page: Page, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (await outboxRecords(page)).filter((r) => r.status === 'queued' || r.status === 'sending')
          .length,
      { timeout, message: 'messages still queued or being sent' },
    )
    .toBe(0)
}

/**
 * "Nothing more is sent": the outbox has settled, the fake holds `count` requests, and it still
 * holds `count` once the page's clock (installed before the page was opened) has run through all
 * of the outbox's own retry time and the outbox has settled again. No real time is waited for.
 */
export async function expectNoMoreSends(
  page: Page,
  fake: FakeEmailJs,
  count: number,
): Promise<void> {
  await outboxSettled(page)
  expect(fake.received).toHaveLength(count)
  await page.clock.runFor(OUTBOX_RETRY_TIME_MS)
  // A flush woken by a timer would be in flight now: it marks its message before settling.
  await outboxSettled(page)
  expect(fake.received).toHaveLength(count)
}

/** The message texts the fake received, in arrival order. */
export function receivedMessages(fake: FakeEmailJs): string[] {
  return fake.received.map(
    (r) => (r.body as { template_params: { message: string } }).template_params.message,
  )
}
