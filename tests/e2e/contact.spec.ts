import type { BrowserContext, Page } from '@playwright/test'
import { BACKOFF_BASE_MS } from '../../src/db/outbox'
import { TEST_CONFIG } from './support/builds'
import { PHONE } from './support/chromium'
import {
  expect,
  expectNoMoreSends,
  outboxRecords,
  outboxSettled,
  receivedMessages,
  test,
} from './support/emailjs-site'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'

/**
 * The contact form of the shared test build (./support/builds.ts), whose EmailJS settings point
 * at a local fake that records what it receives. What the form does with no settings (dist/) is
 * checked in its unit tests and in tests/html/contact-volunteer-get-help.test.ts.
 */
const SENT = 'Message sent successfully!'
const FAILED = 'Failed to send the message, please try again.'
const OFFLINE = "You're offline. Your message is saved and will be sent when you're back online."

test.use({ serviceWorkers: 'block' })

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

/**
 * Opens /contact with the page's clock under the test's control (installed before the page
 * loads), so the outbox's backoff and "nothing more is sent" are shown without waiting.
 */
async function openContact(page: Page, baseURL: string): Promise<Page> {
  await page.clock.install()
  await page.goto(`${baseURL}/contact`)
  await waitForHydration(page)
  return page
}

/**
 * A tab of the installed app. Its clock stays real: page.clock belongs to the whole context,
 * which is shared with later tests, and it would not reach the service worker anyway.
 */
async function openContactTab(context: BrowserContext, baseURL: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${baseURL}/contact`)
  await waitForHydration(page)
  return page
}

test.describe('contact form with EmailJS settings', () => {
  test('refuses bad input (messages, focus, nothing sent), then sends a valid message once with the exact EmailJS body', async ({
    page,
    pageErrors,
    emailjs,
    testSiteURL,
  }) => {
    await openContact(page, testSiteURL)
    await test.step('empty: every message, the first field focused, tied for screen readers', async () => {
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
      const describedBy = await page.locator('#contact-name').getAttribute('aria-describedby')
      expect(await page.locator(`#${describedBy}`).innerText()).toContain(
        'The name field is required',
      )
    })

    await test.step('invalid values: their messages, the first invalid field focused', async () => {
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
      // Refused forms send nothing and store nothing, not even once the outbox's timers ran.
      expect(await outboxRecords(page)).toEqual([])
      await expectNoMoreSends(page, emailjs, 0)
    })

    await test.step('valid: sent once, the exact body, listed as sent', async () => {
      await send(page, fields('exact'))
      await expect(status(page)).toHaveText(SENT)
      expect(await page.locator('#contact-message').inputValue()).toBe('')
      await expectNoMoreSends(page, emailjs, 1)
      expect(emailjs.received.map((r) => r.body)).toEqual([
        {
          lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
          user_id: TEST_CONFIG.emailjs.publicKey,
          service_id: TEST_CONFIG.emailjs.serviceId,
          template_id: TEST_CONFIG.emailjs.templates.contact,
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
    })
    expect(pageErrors).toEqual([])
  })

  test('a 500 then a 200 delivers the message once after the backoff, and says so with a toast', async ({
    page,
    emailjs,
    testSiteURL,
  }) => {
    await openContact(page, testSiteURL)
    emailjs.answerNext(500)
    await send(page, fields('retried'))
    await expect(status(page)).toContainText('will be sent automatically')
    const item = page.getByTestId('outbox-item').first()
    await expect(item).toHaveAttribute('data-status', 'queued')
    expect(await item.innerText()).toContain('Waiting to retry')
    expect(emailjs.received).toHaveLength(1)
    // The backoff (5 s ± 20%) ends and the page tries again by itself.
    await page.clock.runFor(BACKOFF_BASE_MS * 1.2 + 100)
    await expect(item).toHaveAttribute('data-status', 'sent')
    await expect(page.getByText('has been sent').first()).toBeVisible()
    // Delivered once: no third request, whatever the outbox's timers do next.
    await expectNoMoreSends(page, emailjs, 2)
    expect(emailjs.received.map((r) => r.answer)).toEqual([500, 'ok'])
    expect(emailjs.received[0]?.body).toEqual(emailjs.received[1]?.body)
  })

  test('a tab closed mid-send: the other tab, waiting for the lock, sends the message again, delivered once', async ({
    page,
    context,
    emailjs,
    testSiteURL,
  }) => {
    // The context's clock (both tabs): the cut-off send's own timeout never fires by itself.
    const one = await openContact(page, testSiteURL)
    const two = await context.newPage()
    await two.goto(`${testSiteURL}/contact`)
    await waitForHydration(two)
    emailjs.answerNext('hang')
    await send(one, fields('cut off'))
    await expect.poll(() => emailjs.received.length).toBe(1)
    const item = two.getByTestId('outbox-item').first()
    await expect(item).toHaveAttribute('data-status', 'sending')

    // The second tab flushes (the connection came back, say): it waits for the first tab's lock.
    await two.evaluate(() => window.dispatchEvent(new Event('online')))
    const lockState = () =>
      two.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query()
        return { held: held.map((lock) => lock.name), pending: pending.map((lock) => lock.name) }
      })
    await expect.poll(lockState).toEqual({ held: ['outbox-send'], pending: ['outbox-send'] })
    expect(emailjs.received).toHaveLength(1)

    // The first tab closes before any answer came: the browser lets go of its lock.
    await one.close()
    await expect(item).toHaveAttribute('data-status', 'sent')
    await expect(two.getByText('has been sent').first()).toBeVisible()
    expect(emailjs.received.map((r) => r.answer)).toEqual(['hang', 'ok'])
    expect(receivedMessages(emailjs)).toEqual([
      fields('cut off').message,
      fields('cut off').message,
    ])
    expect(emailjs.delivered()).toHaveLength(1)
    await expectNoMoreSends(two, emailjs, 2)
  })

  test.describe(() => {
    test.use({ viewport: PHONE })
    test('a 400 shows the failure with its reason, nothing is retried behind the visitor, the page is axe clean with its messages listed (phone), and Retry sends it', async ({
      page,
      emailjs,
      testSiteURL,
    }) => {
      await openContact(page, testSiteURL)
      emailjs.answerNext(400)
      await send(page, fields('refused'))
      await expect(status(page)).toContainText(FAILED)
      expect(await status(page).innerText()).toContain('The template ID is invalid')
      // The text stays, so the visitor can change it and send again.
      expect(await page.locator('#contact-message').inputValue()).toContain('Message refused')
      const item = page.getByTestId('outbox-item').first()
      expect(await item.getAttribute('data-status')).toBe('failed')
      expect(await item.innerText()).toContain('400: The template ID is invalid')
      // Nothing retried behind the visitor, even once every retry timer of the outbox has run.
      await expectNoMoreSends(page, emailjs, 1)

      await test.step('axe and no sideways scroll with a failure and a field message shown', async () => {
        await page.locator('#contact-email').fill('maya@')
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
        expect(await seriousAxeViolations(page)).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
      })

      // Retry from the list sends it again (and the fake now accepts it).
      await item.getByRole('button', { name: /Retry/ }).click()
      await expect(item).toHaveAttribute('data-status', 'sent')
      expect(emailjs.received.map((r) => r.answer)).toEqual([400, 'ok'])
    })
  })
})

/**
 * The service worker's part, in the installed app of the test build (one install per worker).
 * Here the clock stays real (see openContactTab): every wait is for an outcome, and "each once"
 * is read once the outbox has settled with everything marked sent.
 */
test.describe('offline outbox (with the service worker)', () => {
  // The first test of a worker installs the app (precaching the whole site): slow on a busy machine.
  test.describe.configure({ timeout: 150_000 })

  test('a message written offline is sent once after going online, with a reload between', async ({
    installedApp,
    emailjs,
  }) => {
    const { context, baseURL } = await installedApp('test')
    const page = await openContactTab(context, baseURL)
    await context.setOffline(true)
    await send(page, fields('offline'))
    await expect(status(page)).toHaveText(OFFLINE)
    expect(await page.locator('#contact-name').inputValue()).toBe('')
    await page.reload()
    await waitForHydration(page)
    const item = page.getByTestId('outbox-item').first()
    await expect(item).toHaveAttribute('data-status', 'queued')
    // Nothing leaves while offline: the reloaded page has flushed (and found no network) by the
    // time it lists the message as waiting.
    expect(emailjs.received).toHaveLength(0)

    await context.setOffline(false)
    await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 15_000 })
    await expect(page.getByText('has been sent').first()).toBeVisible()
    await outboxSettled(page)
    expect(receivedMessages(emailjs)).toEqual([fields('offline').message])
  })

  test('with every tab closed, the service worker sends it on Background Sync', async ({
    installedApp,
    emailjs,
  }) => {
    const { context, baseURL } = await installedApp('test')
    const page = await openContactTab(context, baseURL)
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
    await expect.poll(() => emailjs.received.length, { timeout: 15_000 }).toBe(1)
    // The next visit finds it marked sent by the worker, and nothing else went out.
    const next = await openContactTab(context, baseURL)
    await expect(next.getByTestId('outbox-item').first()).toHaveAttribute('data-status', 'sent')
    await outboxSettled(next)
    expect(receivedMessages(emailjs)).toEqual([fields('worker').message])
  })

  test('two tabs open while coming back online still send each message once', async ({
    installedApp,
    emailjs,
  }) => {
    const { context, baseURL } = await installedApp('test')
    // Slow answers, so the tabs' and the worker's flushes really overlap.
    emailjs.setDelay(300)
    const one = await openContactTab(context, baseURL)
    const two = await openContactTab(context, baseURL)
    await context.setOffline(true)
    for (let i = 0; i < 3; i++) {
      await sendAndWait(one, fields(`tab one ${i}`))
      expect(await status(one).innerText()).toBe(OFFLINE)
      await sendAndWait(two, fields(`tab two ${i}`))
      expect(await status(two).innerText()).toBe(OFFLINE)
    }
    // Both tabs see the waiting messages (the list, five long, is live across tabs).
    await expect(two.getByTestId('outbox-item')).toHaveCount(5)
    await context.setOffline(false)
    await outboxSettled(one)
    await expect.poll(() => emailjs.received.length).toBe(6)
    await outboxSettled(two)
    const received = receivedMessages(emailjs)
    expect(received).toHaveLength(6)
    expect(new Set(received).size).toBe(6)
    expect((await outboxRecords(one)).map((r) => r.status)).toEqual(Array(6).fill('sent'))
  })

  test('flapping: offline/online 8 times with messages written in between', async ({
    installedApp,
    emailjs,
  }) => {
    test.setTimeout(180_000)
    const { context, baseURL } = await installedApp('test')
    const page = await openContactTab(context, baseURL)
    const written: string[] = []
    for (let cycle = 0; cycle < 8; cycle++) {
      // A different answer time (0 to 250 ms) each cycle, so the next switch to offline lands at
      // a different point of the flush: the timing under test, not a wait for the page.
      emailjs.setDelay((cycle * 37) % 250)
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
    }
    emailjs.setDelay(0)
    await outboxSettled(page, 30_000)
    await expect.poll(() => emailjs.received.length).toBeGreaterThanOrEqual(written.length)
    const received = receivedMessages(emailjs)
    const records = await outboxRecords(page)
    console.info(
      `flapping: ${written.length} messages written, ${records.filter((r) => r.status === 'sent').length} marked sent, ${received.length} received by the fake, ${new Set(received).size} distinct`,
    )
    expect(records).toHaveLength(written.length)
    expect(records.filter((r) => r.status === 'sent')).toHaveLength(written.length)
    expect(received).toHaveLength(written.length)
    expect([...received].sort()).toEqual([...written].sort())
    expect(new Set(received).size).toBe(received.length)
  })
})
