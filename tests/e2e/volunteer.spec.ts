import { readFileSync, rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { type FakeEmailJs, startFakeEmailJs } from '../fixtures/fake-emailjs'
import { type FakeSanity, startFakeSanity } from '../fixtures/fake-sanity'
import { riversideWallClock } from '../fixtures/wall-clock'
import { DESKTOP, PHONE } from './support/chromium'
import {
  isHydrated,
  seriousAxeViolations,
  waitForFullHydration,
  waitForHydration,
  waitForLaterScripts,
} from './support/page-checks'
import { buildSite, serveSite } from './support/site'
import { expect, test } from './support/test'

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

const OUT_DIR = '.e2e-builds/volunteer'
const TEMPLATES = {
  contact: 'template_contact',
  signup: 'template_signup',
  cancellation: 'template_cancel',
}

interface Fakes {
  sanity: FakeSanity
  emailjs: FakeEmailJs
  baseURL: string
}

/** A copy of the site built against a local fake Sanity and a fake EmailJS, once per worker. */
const it = test.extend<object, { fakes: Fakes }>({
  fakes: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const sanity = await startFakeSanity(DOCUMENTS)
      const emailjs = await startFakeEmailJs()
      await buildSite(OUT_DIR, {
        VITE_SANITY_PROJECT_ID: 'test-project',
        VITE_SANITY_API_HOST: sanity.url,
        VITE_EMAILJS_SERVICE_ID: 'service_test',
        VITE_EMAILJS_PUBLIC_KEY: 'public_test',
        VITE_EMAILJS_TEMPLATE_ID: TEMPLATES.contact,
        VITE_EMAILJS_SIGNUP_TEMPLATE_ID: TEMPLATES.signup,
        VITE_EMAILJS_CANCELLATION_TEMPLATE_ID: TEMPLATES.cancellation,
        VITE_EMAILJS_API_URL: emailjs.url,
      })
      const site = await serveSite(OUT_DIR)
      await use({ sanity, emailjs, baseURL: site.baseURL })
      await site.close()
      await sanity.close()
      await emailjs.close()
      rmSync(OUT_DIR, { recursive: true, force: true })
      rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 300_000 },
  ],
})

test.use({ serviceWorkers: 'block', acceptDownloads: true })

const sessions = (page: Page) => page.getByTestId('sessions').locator(':scope > li')
const status = (page: Page) => page.getByTestId('schedule-status')

/** Bodies the fake EmailJS delivered with one template. */
const delivered = (fakes: Fakes, template: string) =>
  fakes.emailjs
    .delivered()
    .filter((body) => (body as { template_id?: string }).template_id === template) as {
    template_params: Record<string, string>
  }[]

test.describe('/volunteer with no Sanity project (the weekly rule)', () => {
  test('shows the Sunday facts, eight Sundays from the weekly rule, labelled, axe clean at both widths', async ({
    page,
    openContext,
    pageErrors,
  }) => {
    for (const current of [page, await (await openContext({ viewport: DESKTOP })).newPage()]) {
      await current.clock.setFixedTime(NOW)
      await current.goto('/volunteer')
      await expect(current.locator('h1')).toHaveText('Volunteer')
      await expect(current.getByText('214 Orchard Lane, Riverside, CA 92501').first()).toBeVisible()
      await expect(current.getByTestId('volunteer-maps-link')).toHaveAttribute(
        'href',
        /google\.com\/maps/,
      )
      await expect(status(current)).toHaveText('The usual weekly schedule.')
      await expect(sessions(current)).toHaveCount(8)
      await expect(sessions(current).first()).toContainText('Sunday 25 October, 3pm to 5pm')
      await expect(current.getByTestId('signup-not-configured')).toBeVisible()
      expect(await seriousAxeViolations(current)).toEqual([])
    }
    expect(pageErrors).toEqual([])
  })

  test('is linked from the main navigation, the footer and "Become A Volunteer"', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volunteer' }),
    ).toHaveAttribute('href', '/volunteer')
    await expect(page.locator('footer').getByRole('link', { name: 'Volunteer' })).toHaveAttribute(
      'href',
      '/volunteer',
    )
    await waitForFullHydration(page)
    const become = page.getByRole('link', { name: 'Become A Volunteer' })
    expect(await become.count()).toBeGreaterThan(0)
    for (const link of await become.all()) {
      await expect(link).toHaveAttribute('href', '/volunteer')
    }
  })

  test('offers the subscribable feed, as a file and as webcal:', async ({ page, baseURL }) => {
    await page.goto('/volunteer')
    await expect(page.getByRole('link', { name: 'subscribe' })).toHaveAttribute(
      'href',
      /^webcal:\/\/.*\/volunteer\/sessions\.ics$/,
    )
    const response = await page.request.get(`${baseURL}/volunteer/sessions.ics`)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents(
      'vevent',
    )
    expect(events.length).toBeGreaterThanOrEqual(20)
  })
})

test.describe('/volunteer reading the staff changes from Sanity (a local fake)', () => {
  it('shows a cancelled Sunday and a special session in date order', async ({ page, fakes }) => {
    fakes.sanity.failWith(null)
    await page.clock.setFixedTime(NOW)
    await page.goto(`${fakes.baseURL}/volunteer`)
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
    expect(fakes.sanity.requests.at(-1)?.params.query).toContain('packingSession')
  })

  it('shows the saved schedule with its date when Sanity is down', async ({ page, fakes }) => {
    fakes.sanity.failWith(null)
    await page.clock.setFixedTime(NOW)
    await page.goto(`${fakes.baseURL}/volunteer`)
    await expect(status(page)).toContainText('Up to date')
    fakes.sanity.failWith(500)
    try {
      await page.reload()
      await expect(status(page)).toContainText(/^Saved schedule from Oct 20, 2026/)
      await expect(status(page)).toContainText("We couldn't reach the schedule just now")
      await expect(sessions(page).nth(2)).toHaveAttribute('data-status', 'cancelled')
    } finally {
      fakes.sanity.failWith(null)
    }
  })

  it('with nothing saved and Sanity down, shows the weekly rule, labelled', async ({
    page,
    fakes,
  }) => {
    fakes.sanity.failWith(500)
    try {
      await page.clock.setFixedTime(NOW)
      await page.goto(`${fakes.baseURL}/volunteer`)
      await expect(status(page)).toContainText(
        "The usual weekly schedule: we couldn't check for cancelled or changed Sundays",
      )
      await expect(sessions(page)).toHaveCount(8)
      await expect(sessions(page).nth(2)).toHaveAttribute('data-status', 'scheduled')
    } finally {
      fakes.sanity.failWith(null)
    }
  })

  it('gives .ics files at 3pm Riverside time either side of the clock change, with a 2-hour reminder', async ({
    page,
    fakes,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto(`${fakes.baseURL}/volunteer`)
    await waitForHydration(page)
    await expect(sessions(page)).toHaveCount(8)
    const starts: string[] = []
    for (const index of [0, 1]) {
      const downloading = page.waitForEvent('download')
      await sessions(page)
        .nth(index)
        .getByRole('button', { name: /Add to calendar/ })
        .click()
      const text = readFileSync(await (await downloading).path(), 'utf8')
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
      if (!vevent) throw new Error('no VEVENT')
      const event = new ICAL.Event(vevent)
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

  it('bad input gets field errors, the first invalid field focused, and nothing is saved', async ({
    page,
    fakes,
  }) => {
    await page.goto(`${fakes.baseURL}/volunteer`)
    await waitForHydration(page)
    await expect(sessions(page)).toHaveCount(8)
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    await form.getByLabel('E-mail').fill('not an address')
    await form.getByRole('button', { name: 'Sign up' }).click()
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
    expect(delivered(fakes, TEMPLATES.signup)).toHaveLength(0)
  })

  it('the form hydrates as the visitor nears it; what was typed and tapped before then is kept', async ({
    page,
    fakes,
  }) => {
    await page.setViewportSize(PHONE)
    // Hold the form's code back, as a slow connection would.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/SignupForm-*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${fakes.baseURL}/volunteer`)
    await waitForHydration(page)
    await expect(sessions(page)).toHaveCount(8)
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    await expect(form).toBeVisible()
    expect(await isHydrated(form)).toBe(false)

    await form.getByLabel(/^Name/).fill('Ada Lovelace')
    const signUp = form.getByRole('button', { name: 'Sign up' })
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

  it('a sign-up made offline is received exactly once after going online, with two tabs open; a cancellation arrives', async ({
    page,
    context,
    fakes,
  }) => {
    fakes.emailjs.reset()
    await page.goto(`${fakes.baseURL}/volunteer`)
    const other = await context.newPage()
    await other.goto(`${fakes.baseURL}/volunteer`)
    await waitForHydration(page)
    await waitForHydration(other)
    await expect(sessions(page)).toHaveCount(8)
    // The form hydrates when the visitor nears it; its code is fetched once the page has hydrated,
    // so going offline before scrolling to it (here, with no service worker) still leaves it working.
    await waitForLaterScripts(page)

    await context.setOffline(true)
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    await form.getByLabel(/^Name/).fill('Ada Lovelace')
    await form.getByLabel('Phone').fill('951 555 0100')
    await form.getByRole('checkbox').first().check()
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
    expect(fakes.emailjs.received).toHaveLength(0)

    await context.setOffline(false)
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('my-signup-state')).toHaveText('Sent to the team')
    }
    // Both tabs flushed when the connection came back: the leases let one of them send it.
    await other.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => delivered(fakes, TEMPLATES.signup).length).toBe(1)
    const [signup] = delivered(fakes, TEMPLATES.signup)
    expect(signup?.template_params.name).toBe('Ada Lovelace')
    expect(signup?.template_params.phone).toBe('951 555 0100')
    expect(signup?.template_params.message).toContain('First time volunteering with us.')

    await page.getByRole('button', { name: /^Cancel/ }).click()
    await expect(page.getByTestId('my-signup-state')).toHaveText('Cancelled. The team knows')
    await expect.poll(() => delivered(fakes, TEMPLATES.cancellation).length).toBe(1)
    expect(delivered(fakes, TEMPLATES.cancellation)[0]?.template_params.subject).toMatch(
      /^Volunteer cancels: Sunday/,
    )
    expect(delivered(fakes, TEMPLATES.signup)).toHaveLength(1)
  })
})

test.describe('/volunteer offline', () => {
  // The test's options reach persistent contexts too: this one needs its service worker.
  test.use({ serviceWorkers: 'allow' })

  it('works offline after one visit, with the saved schedule (installed service worker)', async ({
    fakes,
    openPersistentContext,
  }) => {
    // Installing precaches the whole site: slow on a busy machine.
    test.setTimeout(120_000)
    fakes.sanity.failWith(null)
    const context = await openPersistentContext(PHONE)
    const first = await context.newPage()
    await first.goto(`${fakes.baseURL}/volunteer`)
    await expect(status(first)).toContainText('Up to date')
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
    await first.close()

    await context.setOffline(true)
    const later = await context.newPage()
    await later.goto(`${fakes.baseURL}/volunteer`)
    await expect(later.locator('h1')).toHaveText('Volunteer')
    await expect(status(later)).toContainText(/^Saved schedule from .*You're offline/)
    await expect(sessions(later)).toHaveCount(8)
    expect(await seriousAxeViolations(later)).toEqual([])

    // Signing up with no signal: kept on the phone, and its session goes into the calendar.
    await waitForHydration(later)
    const form = later.getByRole('form', { name: 'Volunteer sign-up' })
    await form.getByLabel(/^Name/).fill('Grace Hopper')
    await form.getByLabel('E-mail').fill('grace@example.org')
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expect(later.getByTestId('my-signup-state')).toHaveText(
      'Saved on this phone, will be sent when you are online',
    )
    const downloading = later.waitForEvent('download')
    await later
      .getByTestId('my-signup')
      .getByRole('button', { name: /Add to calendar/ })
      .click()
    const text = readFileSync(await (await downloading).path(), 'utf8')
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT')
    const event = new ICAL.Event(vevent)
    expect(riversideWallClock(event.startDate.toJSDate())).toMatch(/ 15:00$/)
    expect(event.location).toBe('214 Orchard Lane, Riverside, CA 92501')
  })
})
