import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { type FakeEmailJs, startFakeEmailJs } from '../fixtures/fake-emailjs'
import { DESKTOP, PHONE } from './support/chromium'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { buildSite, serveSite } from './support/site'
import { test as base, expect, launchProfile } from './support/test'

/**
 * The contact form against a local fake of EmailJS that records what it receives. The default
 * dist/ has no EmailJS settings; a second copy of the site is built pointing at the fake.
 */
const SENT = 'Message sent successfully!'
const FAILED = 'Failed to send the message, please try again.'
const OUT_DIR = '.e2e-builds/contact'
const OFFLINE = "You're offline. Your message is saved and will be sent when you're back online."

interface EmailJsSite {
  fake: FakeEmailJs
  /** The copy of the site built with EmailJS settings that point at the fake. */
  baseURL: string
}

interface WorkerFixtures {
  emailjs: EmailJsSite
  /** A visitor's persistent profile (a real service worker), closed and removed at the end. */
  profileContext: BrowserContext
  /** That profile once the service worker from the EmailJS copy controls its pages. */
  profile: BrowserContext
}

const test = base.extend<Record<never, never>, WorkerFixtures>({
  emailjs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeEmailJs()
      await buildSite(OUT_DIR, {
        VITE_EMAILJS_SERVICE_ID: 'service_test',
        VITE_EMAILJS_TEMPLATE_ID: 'template_test',
        VITE_EMAILJS_PUBLIC_KEY: 'public_test',
        VITE_EMAILJS_API_URL: fake.url,
      })
      const site = await serveSite(OUT_DIR)
      await use({ fake, baseURL: site.baseURL })
      await site.close()
      await fake.close()
      rmSync(OUT_DIR, { recursive: true, force: true })
      rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
    },
    // A full build of the site first.
    { scope: 'worker', timeout: 240_000 },
  ],
  // One real profile for the offline tests, so the service worker (and Background Sync) run as
  // for a visitor: installing the worker (precaching the site) is the slow part, done once.
  // The profile is opened apart from installing the worker, so that the folder is removed even
  // when the install fails (a fixture whose set-up failed has no tear-down).
  profileContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-profile-'))
      const context = await launchProfile(dir, { viewport: DESKTOP })
      await use(context)
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  profile: [
    async ({ emailjs, profileContext: context }, use) => {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${emailjs.baseURL}/contact`)
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      // clientsClaim(): the first install takes control of the open page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      })
      await page.close()
      await use(context)
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

test.use({ viewport: DESKTOP, serviceWorkers: 'block' })

test.beforeEach(({ emailjs }) => {
  emailjs.fake.reset()
})

interface Fields {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

function fields(n: number | string): Fields {
  return {
    name: 'Maya Thompson',
    email: 'maya@example.org',
    phone: '+1 (951) 555-0147',
    subject: 'Sunday volunteering',
    message: `Message ${n}: can I help pack boxes this Sunday?`,
  }
}

async function fill(page: Page, values: Fields): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await page.locator(`#contact-${key}`).fill(value)
  }
}

async function send(page: Page, values: Fields): Promise<void> {
  await fill(page, values)
  await page.getByRole('button', { name: 'Send message' }).click()
}

/** Sends and waits for the answer: the form clears once the message is safe in the outbox. */
async function sendAndWait(page: Page, values: Fields): Promise<void> {
  await send(page, values)
  await expect(page.locator('#contact-message')).toHaveValue('')
}

function status(page: Page) {
  return page.locator('.contact-form__status')
}

async function openContact(page: Page, baseURL: string): Promise<Page> {
  await page.goto(`${baseURL}/contact`)
  await waitForHydration(page)
  return page
}

async function openContactTab(context: BrowserContext, baseURL: string): Promise<Page> {
  return openContact(await context.newPage(), baseURL)
}

/** The outbox as the database holds it (read with plain IndexedDB, as any tab would). */
function outboxRecords(page: Page): Promise<{ id: string; status: string; message: Fields }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
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

function clearOutbox(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('outbox')) {
            db.close()
            resolve()
            return
          }
          const tx = db.transaction('outbox', 'readwrite')
          tx.objectStore('outbox').clear()
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

function receivedMessages(fake: FakeEmailJs): string[] {
  return fake.received.map(
    (r) => (r.body as { template_params: { message: string } }).template_params.message,
  )
}

/**
 * Lets `ms` pass before the test counts what the fake received. This is the one deliberate wait
 * in these tests: a web-first assertion waits until something happens, but here the test must
 * show that nothing MORE happens (no late duplicate, no send behind the visitor's back, nothing
 * while offline), and an absence can only be shown over a bounded time.
 */
async function watchForLateSends(ms = 1500): Promise<void> {
  await delay(ms)
}

test.describe('contact form without EmailJS settings (default build)', () => {
  test('says sending is not configured, and sends nothing', async ({
    page,
    pageErrors,
    emailjs,
    baseURL,
  }) => {
    await openContact(page, baseURL ?? '')
    await expect(page.getByText('Sending messages is not configured').first()).toBeVisible()
    await send(page, fields('unconfigured'))
    await expect(status(page)).toContainText('Your message was not sent')
    expect(await page.locator('#contact-name').inputValue()).toBe('Maya Thompson')
    expect(emailjs.fake.received).toHaveLength(0)
    expect(pageErrors).toEqual([])
  })
})

test.describe('contact form with EmailJS settings', () => {
  test('sends a valid message once, with the exact EmailJS body', async ({
    page,
    pageErrors,
    emailjs,
  }) => {
    const { fake } = emailjs
    await openContact(page, emailjs.baseURL)
    await send(page, fields('exact'))
    await expect(status(page)).toHaveText(SENT)
    expect(await page.locator('#contact-message').inputValue()).toBe('')
    // Sent once: no second request arrives later.
    await watchForLateSends()
    expect(fake.received.map((r) => r.body)).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: 'public_test',
        service_id: 'service_test',
        template_id: 'template_test',
        template_params: {
          name: 'Maya Thompson',
          email: 'maya@example.org',
          subject: 'Sunday volunteering',
          phone: '+1 (951) 555-0147',
          message: 'Message exact: can I help pack boxes this Sunday?',
          // The language it was written in: the page's.
          language: 'en',
        },
      },
    ])
    await expect(page.getByTestId('outbox-item').first()).toHaveAttribute('data-status', 'sent')
    expect(pageErrors).toEqual([])
  })

  test('shows each validation message, focuses the first invalid field and sends nothing', async ({
    page,
    emailjs,
  }) => {
    await openContact(page, emailjs.baseURL)
    // Leaving a field for the button shows its message on blur; the button must stay put.
    await page.locator('#contact-message').focus()
    await page.getByRole('button', { name: 'Send message' }).click()
    for (const text of [
      'The name field is required',
      'The email field is required',
      'The phone field is required',
      'The subject field is required',
      'The message field is required',
    ]) {
      await expect(page.getByText(text)).toHaveCount(1)
    }
    await expect(page.locator('#contact-name')).toBeFocused()
    // Each message is tied to its field for screen readers.
    const describedBy = await page.locator('#contact-name').getAttribute('aria-describedby')
    expect(await page.locator(`#${describedBy}`).innerText()).toContain(
      'The name field is required',
    )

    await fill(page, {
      name: 'Maya 2',
      email: 'maya@example',
      phone: '12-34',
      subject: 'Hi!',
      message: 'x'.repeat(5001),
    })
    for (const text of [
      'The name may only contain letters and spaces',
      'The email must be a valid email address',
      'The phone must be a valid phone number (7 to 15 digits)',
      'The subject may only contain letters and spaces',
      'The message may be at most 5000 characters',
    ]) {
      await expect(page.getByText(text)).toHaveCount(1)
    }
    await page.locator('#contact-name').fill('Maya')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.locator('#contact-email')).toBeFocused()
    // Refused forms send nothing, not even a moment later.
    await watchForLateSends(500)
    expect(emailjs.fake.received).toHaveLength(0)
    expect(await outboxRecords(page)).toEqual([])
  })

  test('a 500 then a 200 delivers the message once, and says so with a toast', async ({
    page,
    emailjs,
  }) => {
    const { fake } = emailjs
    await openContact(page, emailjs.baseURL)
    fake.answerNext(500)
    await send(page, fields('retried'))
    await expect(status(page)).toContainText('will be sent automatically')
    const item = page.getByTestId('outbox-item').first()
    expect(await item.getAttribute('data-status')).toBe('queued')
    expect(await item.innerText()).toContain('Waiting to retry')
    // The backoff (5 s ± 20%) ends and the page tries again by itself.
    await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 15_000 })
    await expect(page.getByText('has been sent').first()).toBeVisible({ timeout: 5_000 })
    // Delivered once: no third request arrives later.
    await watchForLateSends()
    expect(fake.received.map((r) => r.answer)).toEqual([500, 'ok'])
    expect(fake.delivered()).toHaveLength(1)
    expect(fake.received[0]?.body).toEqual(fake.received[1]?.body)
  })

  test('a 400 shows the failure with its reason; nothing is retried behind the visitor', async ({
    page,
    emailjs,
  }) => {
    const { fake } = emailjs
    await openContact(page, emailjs.baseURL)
    fake.answerNext(400)
    await send(page, fields('refused'))
    await expect(status(page)).toContainText(FAILED)
    expect(await status(page).innerText()).toContain('The template ID is invalid')
    // The text stays, so the visitor can change it and send again.
    expect(await page.locator('#contact-message').inputValue()).toContain('Message refused')
    const item = page.getByTestId('outbox-item').first()
    expect(await item.getAttribute('data-status')).toBe('failed')
    expect(await item.innerText()).toContain('400: The template ID is invalid')
    // Nothing retried behind the visitor: no second request arrives by itself.
    await watchForLateSends()
    expect(fake.received).toHaveLength(1)
    // Retry from the list sends it again (and the fake now accepts it).
    await item.getByRole('button', { name: /Retry/ }).click()
    await expect(item).toHaveAttribute('data-status', 'sent')
    expect(fake.received.map((r) => r.answer)).toEqual([400, 'ok'])
  })

  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test.describe(() => {
      test.use({ viewport: size })
      test(`axe finds no serious violation on /contact with messages listed (${name})`, async ({
        page,
        emailjs,
      }) => {
        await openContact(page, emailjs.baseURL)
        emailjs.fake.answerNext(400)
        await send(page, fields('axe'))
        await expect(status(page)).toContainText(FAILED)
        // A field message on show too.
        await page.locator('#contact-email').fill('maya@')
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
        expect(await seriousAxeViolations(page)).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
      })
    })
  }
})

test.describe('offline outbox (with the service worker)', () => {
  test.beforeEach(async ({ profile, emailjs }) => {
    await profile.setOffline(false)
    for (const open of profile.pages()) await open.close()
    const page = await openContactTab(profile, emailjs.baseURL)
    await clearOutbox(page)
    await page.close()
  })

  test('a message written offline is sent once after going online, with a reload between', async ({
    profile: context,
    emailjs,
  }) => {
    const { fake } = emailjs
    const page = await openContactTab(context, emailjs.baseURL)
    await context.setOffline(true)
    await send(page, fields('offline'))
    await expect(status(page)).toHaveText(OFFLINE)
    expect(await page.locator('#contact-name').inputValue()).toBe('')
    await page.reload()
    await waitForHydration(page)
    const item = page.getByTestId('outbox-item').first()
    await expect(item).toHaveAttribute('data-status', 'queued')
    // Nothing leaves while offline.
    await watchForLateSends(500)
    expect(fake.received).toHaveLength(0)

    await context.setOffline(false)
    await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 15_000 })
    await expect(page.getByText('has been sent').first()).toBeVisible()
    // Sent once: no duplicate arrives later.
    await watchForLateSends(2500)
    expect(receivedMessages(fake)).toEqual([fields('offline').message])
  })

  test('with every tab closed, the service worker sends it on Background Sync', async ({
    profile: context,
    emailjs,
  }) => {
    const { fake } = emailjs
    const page = await openContactTab(context, emailjs.baseURL)
    await context.setOffline(true)
    await sendAndWait(page, fields('worker'))
    expect(await status(page).innerText()).toBe(OFFLINE)
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        const sync = (registration as unknown as { sync: { getTags(): Promise<string[]> } }).sync
        return sync.getTags()
      }),
    ).toEqual(['contact-outbox'])
    // The visitor closes the last tab: only the worker is left to send.
    await page.close()
    expect(context.pages()).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(() => fake.received.length, { timeout: 15_000 }).toBe(1)
    // Sent once: no duplicate arrives later.
    await watchForLateSends()
    expect(receivedMessages(fake)).toEqual([fields('worker').message])
    // The next visit finds it marked sent by the worker.
    const next = await openContactTab(context, emailjs.baseURL)
    await expect(next.getByTestId('outbox-item').first()).toHaveAttribute('data-status', 'sent')
  })

  test('two tabs open while coming back online still send each message once', async ({
    profile: context,
    emailjs,
  }) => {
    const { fake } = emailjs
    fake.setDelay(300)
    const one = await openContactTab(context, emailjs.baseURL)
    const two = await openContactTab(context, emailjs.baseURL)
    await context.setOffline(true)
    for (let i = 0; i < 3; i++) {
      await sendAndWait(one, fields(`tab one ${i}`))
      expect(await status(one).innerText()).toBe(OFFLINE)
      await sendAndWait(two, fields(`tab two ${i}`))
      expect(await status(two).innerText()).toBe(OFFLINE)
    }
    // Both tabs see all six waiting (the list is live across tabs).
    await expect(two.getByTestId('outbox-item')).toHaveCount(5)
    await context.setOffline(false)
    await expect
      .poll(async () => (await outboxRecords(one)).filter((r) => r.status !== 'sent').length, {
        timeout: 20_000,
      })
      .toBe(0)
    // Each once: no duplicate from the other tab or the worker arrives later.
    await watchForLateSends(2500)
    const received = receivedMessages(fake)
    expect(received).toHaveLength(6)
    expect(new Set(received).size).toBe(6)
  })

  test('flapping: offline/online 20 times with messages written in between', async ({
    profile: context,
    emailjs,
  }) => {
    test.setTimeout(180_000)
    const { fake } = emailjs
    const page = await openContactTab(context, emailjs.baseURL)
    const written: string[] = []
    for (let cycle = 0; cycle < 20; cycle++) {
      await context.setOffline(true)
      const offline = fields(`flap ${cycle} offline`)
      await sendAndWait(page, offline)
      expect(await status(page).innerText()).toBe(OFFLINE)
      written.push(offline.message)
      await context.setOffline(false)
      // Write again while the tab may still be flushing what came before.
      const online = fields(`flap ${cycle} online`)
      await sendAndWait(page, online)
      written.push(online.message)
      // A different pause (0 to 250 ms) each cycle, so the next switch to offline lands at a
      // different point of the flush: the timing under test, not a wait for the page.
      await delay((cycle * 37) % 250)
    }
    await expect
      .poll(async () => (await outboxRecords(page)).filter((r) => r.status !== 'sent').length, {
        timeout: 30_000,
      })
      .toBe(0)
    // Each once: no duplicate arrives after the last one is marked sent.
    await watchForLateSends(2500)
    const received = receivedMessages(fake)
    const records = await outboxRecords(page)
    console.info(
      `flapping: ${written.length} messages written, ${records.filter((r) => r.status === 'sent').length} marked sent, ${received.length} received by the fake, ${new Set(received).size} distinct`,
    )
    expect(records).toHaveLength(written.length)
    expect(received).toHaveLength(written.length)
    expect([...received].sort()).toEqual([...written].sort())
    expect(new Set(received).size).toBe(received.length)
  })
})
