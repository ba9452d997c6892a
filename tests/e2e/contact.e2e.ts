import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { type FakeEmailJs, startFakeEmailJs } from '../fixtures/fake-emailjs'
import {
  DESKTOP,
  launchBrowser,
  launchPersistent,
  PHONE,
  seriousAxeViolations,
  waitForHydration,
  watchErrors,
} from './support/browser'
import { buildSite, serveSite } from './support/site'

/**
 * The contact form against a local fake of EmailJS that records what it receives. The default
 * dist/ has no EmailJS settings; a second copy of the site is built pointing at the fake.
 */
const defaultURL = inject('baseURL')
let fake: FakeEmailJs
let site: { baseURL: string; close: () => Promise<void> }
let browser: Browser

const SENT = 'Message sent successfully!'
const FAILED = 'Failed to send the message, please try again.'
const OUT_DIR = '.e2e-builds/contact'
const OFFLINE = "You're offline. Your message is saved and will be sent when you're back online."

beforeAll(async () => {
  fake = await startFakeEmailJs()
  await buildSite(OUT_DIR, {
    VITE_EMAILJS_SERVICE_ID: 'service_test',
    VITE_EMAILJS_TEMPLATE_ID: 'template_test',
    VITE_EMAILJS_PUBLIC_KEY: 'public_test',
    VITE_EMAILJS_API_URL: fake.url,
  })
  site = await serveSite(OUT_DIR)
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await fake?.close()
  rmSync(OUT_DIR, { recursive: true, force: true })
  rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
})

beforeEach(() => {
  fake.reset()
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
  await expect.poll(() => page.locator('#contact-message').inputValue()).toBe('')
}

function status(page: Page) {
  return page.locator('.contact-form__status')
}

async function openContact(context: BrowserContext, baseURL = site.baseURL): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${baseURL}/contact`)
  await waitForHydration(page)
  return page
}

/** A real profile, so the service worker (and Background Sync) run as for a visitor. */
async function withWorker(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const persistent = await launchPersistent(DESKTOP)
  const first = persistent.context.pages()[0]
  const page = first ?? (await persistent.context.newPage())
  await page.goto(`${site.baseURL}/contact`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // clientsClaim(): the first install takes control of the open page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  })
  await page.close()
  return persistent
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

function receivedMessages(): string[] {
  return fake.received.map(
    (r) => (r.body as { template_params: { message: string } }).template_params.message,
  )
}

/** Waits a little longer to be sure no late duplicate arrives. */
async function settleQuietly(ms = 1500): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms))
}

describe('contact form without EmailJS settings (default build)', () => {
  it('says sending is not configured, and sends nothing', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await openContact(context, defaultURL)
    const errors = watchErrors(page)
    expect(await page.getByText('Sending messages is not configured').first().isVisible()).toBe(
      true,
    )
    await send(page, fields('unconfigured'))
    await expect.poll(() => status(page).innerText()).toContain('Your message was not sent')
    expect(await page.locator('#contact-name').inputValue()).toBe('Maya Thompson')
    expect(fake.received).toHaveLength(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('contact form with EmailJS settings', () => {
  it('sends a valid message once, with the exact EmailJS body', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await openContact(context)
    const errors = watchErrors(page)
    await send(page, fields('exact'))
    await expect.poll(() => status(page).innerText()).toBe(SENT)
    expect(await page.locator('#contact-message').inputValue()).toBe('')
    await settleQuietly()
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
        },
      },
    ])
    const item = page.getByTestId('outbox-item').first()
    await expect.poll(() => item.getAttribute('data-status')).toBe('sent')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows each validation message, focuses the first invalid field and sends nothing', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await openContact(context)
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
      await expect.poll(() => page.getByText(text).count()).toBe(1)
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name')
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
      await expect.poll(() => page.getByText(text).count()).toBe(1)
    }
    await page.locator('#contact-name').fill('Maya')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-email')
    await settleQuietly(500)
    expect(fake.received).toHaveLength(0)
    expect(await outboxRecords(page)).toEqual([])
    await context.close()
  })

  it('a 500 then a 200 delivers the message once, and says so with a toast', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await openContact(context)
    fake.answerNext(500)
    await send(page, fields('retried'))
    await expect.poll(() => status(page).innerText()).toContain('will be sent automatically')
    const item = page.getByTestId('outbox-item').first()
    expect(await item.getAttribute('data-status')).toBe('queued')
    expect(await item.innerText()).toContain('Waiting to retry')
    // The backoff (5 s ± 20%) ends and the page tries again by itself.
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 15_000 }).toBe('sent')
    await expect
      .poll(() => page.getByText('has been sent').count(), { timeout: 5_000 })
      .toBeGreaterThan(0)
    await settleQuietly()
    expect(fake.received.map((r) => r.answer)).toEqual([500, 'ok'])
    expect(fake.delivered()).toHaveLength(1)
    expect(fake.received[0]?.body).toEqual(fake.received[1]?.body)
    await context.close()
  })

  it('a 400 shows the failure with its reason; nothing is retried behind the visitor', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await openContact(context)
    fake.answerNext(400)
    await send(page, fields('refused'))
    await expect.poll(() => status(page).innerText()).toContain(FAILED)
    expect(await status(page).innerText()).toContain('The template ID is invalid')
    // The text stays, so the visitor can change it and send again.
    expect(await page.locator('#contact-message').inputValue()).toContain('Message refused')
    const item = page.getByTestId('outbox-item').first()
    expect(await item.getAttribute('data-status')).toBe('failed')
    expect(await item.innerText()).toContain('400: The template ID is invalid')
    await settleQuietly()
    expect(fake.received).toHaveLength(1)
    // Retry from the list sends it again (and the fake now accepts it).
    await item.getByRole('button', { name: /Retry/ }).click()
    await expect.poll(() => item.getAttribute('data-status')).toBe('sent')
    expect(fake.received.map((r) => r.answer)).toEqual([400, 'ok'])
    await context.close()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('axe finds no serious violation on /contact with messages listed (%s)', async (_n, size) => {
    const context = await browser.newContext({ viewport: size, serviceWorkers: 'block' })
    const page = await openContact(context)
    fake.answerNext(400)
    await send(page, fields('axe'))
    await expect.poll(() => status(page).innerText()).toContain(FAILED)
    // A field message on show too.
    await page.locator('#contact-email').fill('maya@')
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })
})

describe('offline outbox (with the service worker)', () => {
  // One real profile for these tests: installing the worker (precaching the site) is the slow part.
  let context: BrowserContext
  let closeProfile: () => Promise<void>

  beforeAll(async () => {
    ;({ context, close: closeProfile } = await withWorker())
  }, 90_000)

  afterAll(async () => {
    await closeProfile?.()
  })

  beforeEach(async () => {
    await context.setOffline(false)
    for (const open of context.pages()) await open.close()
    const page = await openContact(context)
    await clearOutbox(page)
    await page.close()
  })

  it('a message written offline is sent once after going online, with a reload between', async () => {
    const page = await openContact(context)
    await context.setOffline(true)
    await send(page, fields('offline'))
    await expect.poll(() => status(page).innerText()).toBe(OFFLINE)
    expect(await page.locator('#contact-name').inputValue()).toBe('')
    await page.reload()
    await waitForHydration(page)
    const item = page.getByTestId('outbox-item').first()
    await expect.poll(() => item.getAttribute('data-status')).toBe('queued')
    await settleQuietly(500)
    expect(fake.received).toHaveLength(0)

    await context.setOffline(false)
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 15_000 }).toBe('sent')
    await expect.poll(() => page.getByText('has been sent').count()).toBeGreaterThan(0)
    await settleQuietly(2500)
    expect(receivedMessages()).toEqual([fields('offline').message])
  })

  it('with every tab closed, the service worker sends it on Background Sync', async () => {
    const page = await openContact(context)
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
    await page.close()
    expect(context.pages()).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(() => fake.received.length, { timeout: 15_000 }).toBe(1)
    await settleQuietly()
    expect(receivedMessages()).toEqual([fields('worker').message])
    // The next visit finds it marked sent by the worker.
    const next = await openContact(context)
    await expect
      .poll(() => next.getByTestId('outbox-item').first().getAttribute('data-status'))
      .toBe('sent')
  })

  it('two tabs open while coming back online still send each message once', async () => {
    fake.setDelay(300)
    const one = await openContact(context)
    const two = await openContact(context)
    await context.setOffline(true)
    for (let i = 0; i < 3; i++) {
      await sendAndWait(one, fields(`tab one ${i}`))
      expect(await status(one).innerText()).toBe(OFFLINE)
      await sendAndWait(two, fields(`tab two ${i}`))
      expect(await status(two).innerText()).toBe(OFFLINE)
    }
    // Both tabs see all six waiting (the list is live across tabs).
    await expect.poll(() => two.getByTestId('outbox-item').count()).toBe(5)
    await context.setOffline(false)
    await expect
      .poll(async () => (await outboxRecords(one)).filter((r) => r.status !== 'sent').length, {
        timeout: 20_000,
      })
      .toBe(0)
    await settleQuietly(2500)
    const received = receivedMessages()
    expect(received).toHaveLength(6)
    expect(new Set(received).size).toBe(6)
  })

  it('flapping: offline/online 20 times with messages written in between', async () => {
    const page = await openContact(context)
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
      await page.waitForTimeout((cycle * 37) % 250)
    }
    await expect
      .poll(async () => (await outboxRecords(page)).filter((r) => r.status !== 'sent').length, {
        timeout: 30_000,
      })
      .toBe(0)
    await settleQuietly(2500)
    const received = receivedMessages()
    const records = await outboxRecords(page)
    console.info(
      `flapping: ${written.length} messages written, ${records.filter((r) => r.status === 'sent').length} marked sent, ${received.length} received by the fake, ${new Set(received).size} distinct`,
    )
    expect(records).toHaveLength(written.length)
    expect(received).toHaveLength(written.length)
    expect([...received].sort()).toEqual([...written].sort())
    expect(new Set(received).size).toBe(received.length)
  }, 180_000)
})
