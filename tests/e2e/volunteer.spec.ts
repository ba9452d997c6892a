import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import type { FakeEmailJs } from '../fixtures/fake-emailjs'
import { type FakeSanity, startFakeSanity } from '../fixtures/fake-sanity'
import { riversideWallClock } from '../fixtures/wall-clock'
import { fakePorts, TEST_CONFIG } from './support/builds'
import { PHONE } from './support/chromium'
import { test as base, expect, expectNoMoreSends } from './support/emailjs-site'
import {
  isHydrated,
  seriousAxeViolations,
  waitForHydration,
  waitForLaterScripts,
} from './support/page-checks'

/**
 * /volunteer in a browser: the schedule the page computes from the device's clock and Sanity
 * (a local fake), the sign-up form, its outbox and the installed app offline. What its HTML holds
 * (the Sunday facts, the links to it, the calendar feed) is read from the build in
 * tests/html/contact-volunteer-get-help.test.ts; axe on its default state runs in
 * accessibility.spec.ts.
 */

/** A Tuesday in Riverside, five days before the clocks go back (Sunday 1 November 2026). */
const NOW = new Date('2026-10-20T19:00:00Z')

/** The staff's changes in Sanity: 8 November cancelled, a special Saturday on the 14th. */
const DOCUMENTS = [
  { _id: 'cancel', date: '2026-11-08', cancelled: true, note: 'Hall closed for repairs' },
  {
    _id: 'special',
    date: '2026-11-14',
    startTime: '10:00',
    endTime: '12:30',
    title: 'Thanksgiving extra packing',
  },
]

const TEMPLATES = TEST_CONFIG.emailjs.templates

/**
 * The fake Sanity on the port the shared test build calls, started for each test and closed at
 * its end (test-scoped, so that no other spec finds the port taken).
 */
const test = base.extend<{ sanity: FakeSanity }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  sanity: async ({}, use) => {
    const sanity = await startFakeSanity(
      DOCUMENTS.map((session) => ({ _type: 'packingSession', ...session })),
      fakePorts().sanity,
    )
    await use(sanity)
    await sanity.close()
  },
})

test.use({ serviceWorkers: 'block', acceptDownloads: true, viewport: PHONE })

const sessions = (page: Page) => page.getByTestId('sessions').locator(':scope > li')
const status = (page: Page) => page.getByTestId('schedule-status')

/**
 * The sign-up form's first session box. The form lists the sessions only once it has hydrated
 * (they are worked out in the browser), so any checkbox of the prerendered form is the
 * first-time one: this waits for a session's.
 */
const firstSessionBox = (form: Locator) =>
  form.getByRole('group', { name: 'Sessions' }).getByRole('checkbox').first()

/** Bodies the fake EmailJS delivered with one template. */
const delivered = (emailjs: FakeEmailJs, template: string) =>
  emailjs
    .delivered()
    .filter((body) => (body as { template_id?: string }).template_id === template) as {
    template_params: Record<string, string>
  }[]

/** Reads the .ics file a click on `button` downloads. */
async function downloadedEvent(page: Page, button: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download')
  await button.click()
  const text = readFileSync(await (await downloading).path(), 'utf8')
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return { vevent, event: new ICAL.Event(vevent) }
}

test.describe('/volunteer with no Sanity project (dist/, the weekly rule)', () => {
  test('shows eight Sundays from the weekly rule, labelled, and says sign-up is not configured', async ({
    page,
    pageErrors,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto('/volunteer')
    await expect(status(page)).toHaveText('The usual weekly schedule.')
    await expect(sessions(page)).toHaveCount(8)
    await expect(sessions(page).first()).toContainText('Sunday 25 October, 3pm to 5pm')
    await expect(page.getByTestId('signup-not-configured')).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})

test.describe('/volunteer reading the staff changes from Sanity (a local fake)', () => {
  test('shows a cancelled Sunday and a special session in date order, gives .ics files at 3pm Riverside time either side of the clock change, and shows the saved schedule when Sanity is down', async ({
    page,
    sanity,
    testSiteURL,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto(`${testSiteURL}/volunteer`)
    await test.step('the changes, in date order', async () => {
      await expect(status(page)).toContainText("Up to date with the team's changes")
      await expect(sessions(page)).toHaveCount(8)
      const texts = await sessions(page).locator('h3').allInnerTexts()
      expect(texts.slice(0, 5)).toEqual([
        'Sunday 25 October, 3pm to 5pm',
        'Sunday 1 November, 3pm to 5pm',
        'Cancelled Sunday 8 November, 3pm to 5pm',
        'Special session Thanksgiving extra packing: Saturday 14 November, 10am to 12:30pm',
        'Sunday 15 November, 3pm to 5pm',
      ])
      await expect(sessions(page).nth(2)).toContainText('Hall closed for repairs')
      await expect(
        sessions(page)
          .nth(2)
          .getByRole('button', { name: /Add to calendar/ }),
      ).toHaveCount(0)
      expect(sanity.requests.at(-1)?.params.query).toContain('packingSession')
    })

    await test.step('.ics files either side of the clock change, with a 2-hour reminder', async () => {
      await waitForHydration(page)
      const starts: string[] = []
      for (const index of [0, 1]) {
        const { vevent, event } = await downloadedEvent(
          page,
          sessions(page)
            .nth(index)
            .getByRole('button', { name: /Add to calendar/ }),
        )
        expect(event.location).toBe('214 Orchard Lane, Riverside, CA 92501')
        expect(event.uid).toMatch(/^packing-2026-1[01]-\d\d@harvestshare\.org$/)
        const trigger = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as
          | ICAL.Duration
          | undefined
        expect(trigger?.toSeconds()).toBe(-2 * 60 * 60)
        starts.push(riversideWallClock(event.startDate.toJSDate()))
        expect(riversideWallClock(event.endDate.toJSDate())).toMatch(/ 17:00$/)
      }
      expect(starts).toEqual(['2026-10-25 15:00', '2026-11-01 15:00'])
    })

    await test.step('Sanity down: the saved schedule, with its date', async () => {
      sanity.failWith(500)
      await page.reload()
      await expect(status(page)).toContainText(/^Saved schedule from Oct 20, 2026/)
      await expect(status(page)).toContainText("We couldn't reach the schedule just now")
      await expect(sessions(page).nth(2)).toHaveAttribute('data-status', 'cancelled')
    })
  })

  test('with nothing saved and Sanity down, the weekly rule, labelled; the form hydrates as the visitor nears it, keeps what was typed and tapped, and refuses bad input with nothing saved', async ({
    page,
    sanity,
    emailjs,
    testSiteURL,
  }) => {
    sanity.failWith(500)
    await page.clock.setFixedTime(NOW)
    // Hold the form's code back, as a slow connection would.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/SignupForm-*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${testSiteURL}/volunteer`)
    await test.step('the weekly rule, labelled', async () => {
      await expect(status(page)).toContainText(
        "The usual weekly schedule: we couldn't check for cancelled or changed Sundays",
      )
      await expect(sessions(page)).toHaveCount(8)
      await expect(sessions(page).nth(2)).toHaveAttribute('data-status', 'scheduled')
    })

    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    const signUp = form.getByRole('button', { name: 'Sign up' })
    await test.step('typed and tapped before the form hydrated: kept', async () => {
      await waitForHydration(page)
      await expect(form).toBeVisible()
      expect(await isHydrated(form)).toBe(false)
      await form.getByLabel(/^Name/).fill('Ada Lovelace')
      await signUp.click()
      await expect(signUp).toHaveAttribute('data-getting-ready', '')
      expect(await isHydrated(form)).toBe(false)
      release()
      // The held tap lands once the form has hydrated: no session was chosen, so it says so.
      await expect(form.getByText('Choose at least one session')).toBeVisible()
      await expect(signUp).not.toHaveAttribute('data-getting-ready')
      await expect(form.getByLabel(/^Name/)).toHaveValue('Ada Lovelace')
      expect(await isHydrated(form)).toBe(true)
    })

    await test.step('bad input: field errors, the first invalid field focused, nothing saved or sent', async () => {
      await form.getByLabel(/^Name/).fill('')
      await form.getByLabel('E-mail').fill('not an address')
      await signUp.click()
      await expect(form.getByLabel(/^Name/)).toBeFocused()
      await expect(form.getByText('Please tell us your name')).toBeVisible()
      await expect(form.getByText('The e-mail address is not valid')).toBeVisible()
      await expect(form.getByText('Choose at least one session')).toBeVisible()
      await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('my-signup')).toHaveCount(0)
      const stored = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const request = indexedDB.open('food-collective')
            request.onerror = () => reject(request.error)
            request.onsuccess = () => {
              const db = request.result
              if (!db.objectStoreNames.contains('signups')) return resolve(0)
              const count = db.transaction('signups').objectStore('signups').count()
              count.onsuccess = () => resolve(count.result)
            }
          }),
      )
      expect(stored).toBe(0)
      expect(emailjs.received).toHaveLength(0)
    })
  })

  test('a sign-up made offline is received exactly once after going online, with two tabs open; a cancellation arrives', async ({
    page,
    context,
    sanity: _sanity,
    emailjs,
    testSiteURL,
  }) => {
    await page.goto(`${testSiteURL}/volunteer`)
    const other = await context.newPage()
    await other.goto(`${testSiteURL}/volunteer`)
    await waitForHydration(page)
    await waitForHydration(other)
    await expect(sessions(page)).toHaveCount(8)
    // The form hydrates when the visitor nears it; its code is fetched once the page has hydrated,
    // so going offline before scrolling to it (here, with no service worker) still leaves it working.
    await waitForLaterScripts(page)
    // From here the whole context's clock (both tabs) is the test's, so "nothing more is sent"
    // needs no real wait. (Installed once the pages have fetched their later parts, which they
    // schedule on the real clock.)
    await page.clock.install()

    await context.setOffline(true)
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    await form.getByLabel(/^Name/).fill('Ada Lovelace')
    await form.getByLabel('Phone').fill('951 555 0100')
    await firstSessionBox(form).check()
    await form.getByLabel('This is my first time volunteering with you').check()
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Saved on this phone, will be sent when you are online.',
    )
    // The list of this device's sign-ups starts as the visitor nears the form: in the other tab too.
    await other
      .getByRole('form', { name: 'Volunteer sign-up' })
      .getByRole('button', { name: 'Sign up' })
      .scrollIntoViewIfNeeded()
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('my-signup-state')).toHaveText(
        'Saved on this phone, will be sent when you are online',
      )
    }
    expect(emailjs.received).toHaveLength(0)

    await context.setOffline(false)
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('my-signup-state')).toHaveText('Sent to the team')
    }
    // Both tabs flushed when the connection came back: the lock let one of them send it.
    await other.evaluate(() => window.dispatchEvent(new Event('online')))
    await expectNoMoreSends(page, emailjs, 1)
    const [signup] = delivered(emailjs, TEMPLATES.signup)
    expect(signup?.template_params.name).toBe('Ada Lovelace')
    expect(signup?.template_params.phone).toBe('951 555 0100')
    expect(signup?.template_params.message).toContain('First time volunteering with us.')

    await page.getByRole('button', { name: /^Cancel/ }).click()
    await expect(page.getByTestId('my-signup-state')).toHaveText('Cancelled. The team knows')
    await expect.poll(() => delivered(emailjs, TEMPLATES.cancellation).length).toBe(1)
    expect(delivered(emailjs, TEMPLATES.cancellation)[0]?.template_params.subject).toMatch(
      /^Volunteer cancels: Sunday/,
    )
    await expectNoMoreSends(page, emailjs, 2)
    expect(delivered(emailjs, TEMPLATES.signup)).toHaveLength(1)
  })
})

test.describe('/volunteer offline', () => {
  test('works offline in the installed app, with the saved schedule; a sign-up is kept and goes into the calendar', async ({
    installedApp,
    sanity: _sanity,
  }) => {
    const { context, baseURL } = await installedApp('test')
    const first = await context.newPage()
    await first.goto(`${baseURL}/volunteer`)
    await expect(status(first)).toContainText('Up to date')
    await first.close()

    await context.setOffline(true)
    const later = await context.newPage()
    await later.goto(`${baseURL}/volunteer`)
    await expect(later.locator('h1')).toHaveText('Volunteer')
    await expect(status(later)).toContainText(/^Saved schedule from .*You're offline/)
    await expect(sessions(later)).toHaveCount(8)
    expect(await seriousAxeViolations(later)).toEqual([])

    // Signing up with no signal: kept on the phone, and its session goes into the calendar.
    await waitForHydration(later)
    const form = later.getByRole('form', { name: 'Volunteer sign-up' })
    await form.getByLabel(/^Name/).fill('Grace Hopper')
    await form.getByLabel('E-mail').fill('grace@example.org')
    await firstSessionBox(form).check()
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expect(later.getByTestId('my-signup-state')).toHaveText(
      'Saved on this phone, will be sent when you are online',
    )
    const { event } = await downloadedEvent(
      later,
      later.getByTestId('my-signup').getByRole('button', { name: /Add to calendar/ }),
    )
    expect(riversideWallClock(event.startDate.toJSDate())).toMatch(/ 15:00$/)
    expect(event.location).toBe('214 Orchard Lane, Riverside, CA 92501')
  })
})
