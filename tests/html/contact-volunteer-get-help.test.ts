import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatAddress } from 'virtual:content/organisation'
import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { mainNav } from '../../src/content/navigation'
import { correctionSubjectByLocale } from '../../src/lib/get-help-page'
import { builtPaths, DIST, hiddenWithoutScript, pageOf, serverRequest, textOf } from './built-site'

/**
 * What the contact, volunteer and Get help pages must hold in their built HTML, before any
 * script runs: moved here from the browser specs (tests/e2e/contact, volunteer, get-help), which
 * keep what needs a browser (layout on a phone, the outbox, the service worker, printing).
 */

/** The one element `selector` picks on `path`, failing when there is none. */
function one(path: string, selector: string): Element {
  const element = pageOf(path).querySelector(selector)
  if (!element) throw new Error(`${path}: nothing matches ${selector}`)
  return element
}

/** Every link on `path` whose text is `text`. */
function linksNamed(path: string, scope: string, text: string): Element[] {
  return [...pageOf(path).querySelectorAll(`${scope} a`)].filter((a) => textOf(a) === text)
}

function expectVisibleWithoutScript(element: Element, what: string): void {
  expect(hiddenWithoutScript(element), what).toBeUndefined()
}

describe('/get-help answers when, where and what to bring without JavaScript', () => {
  const pages = [
    {
      path: '/get-help',
      when: 'When',
      rule: 'Every Sunday, 3pm to 5pm',
      where: 'Where',
      bring: 'Just bring a bag if you have one. No ID, no forms.',
    },
    {
      path: '/es/get-help',
      when: 'Cuándo',
      rule: 'Todos los domingos, de 3 a 5 p.m.',
      where: 'Dónde',
      bring: undefined,
    },
  ]
  for (const { path, when, rule, where, bring } of pages) {
    test(`${path}: the When, Where and Bring lines are in the HTML and not hidden`, () => {
      const glance = one(path, '.get-help__glance')
      expectVisibleWithoutScript(glance, `${path} glance`)
      const terms = [...glance.querySelectorAll('dt')]
      const whenTerm = terms.find((dt) => textOf(dt) === when)
      expect(whenTerm, `${path}: a "${when}" term`).toBeDefined()
      const whenLine = whenTerm?.nextElementSibling
      expect(textOf(whenLine)).toContain(rule)
      if (whenLine) expectVisibleWithoutScript(whenLine, `${path} When line`)
      const ruleLine = one(path, '.get-help__rule')
      expect(textOf(ruleLine)).toBe(rule)
      expectVisibleWithoutScript(ruleLine, `${path} rule`)
      expect(terms.some((dt) => textOf(dt) === where)).toBe(true)
      const address = one(path, '.get-help__address')
      expect(textOf(address)).toBe(formatAddress())
      expectVisibleWithoutScript(address, `${path} address`)
      if (bring) {
        const bringLine = [...glance.querySelectorAll('p')].find((p) => textOf(p) === bring)
        expect(bringLine, `${path}: "${bring}"`).toBeDefined()
        if (bringLine) expectVisibleWithoutScript(bringLine, `${path} bring line`)
      }
    })

    test(`${path}: the next date's line keeps its room, with no date in it (it would be the build's)`, () => {
      const next = one(path, '[data-testid="next-session"]')
      expect(textOf(next)).toBe('')
      // The stand-in that keeps the line's room names a date in an attribute, drawn by CSS.
      expect(next.querySelector('[data-reserve]')?.getAttribute('data-reserve')).toMatch(/\d/)
      expectVisibleWithoutScript(next, `${path} next-session`)
    })
  }

  test('/get-help: a maps link that needs no tiles, other help with phone links, opening hours as JSON-LD', () => {
    const path = '/get-help'
    expect(one(path, '[data-testid="maps-link"]').getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=214%20Orchard%20Lane/,
    )
    expect(pageOf(path).querySelectorAll('iframe')).toHaveLength(0)
    const lines = one(path, '.get-help__lines')
    expectVisibleWithoutScript(lines, 'other help')
    expect(lines.querySelectorAll('a[href="tel:211"]')).toHaveLength(1)
    const items = [...lines.querySelectorAll('li')].map((li) => textOf(li))
    expect(items.filter((text) => /CalFresh/.test(text))).toHaveLength(1)
    expect(
      [...lines.querySelectorAll('strong, span')].filter((el) => textOf(el) === 'WIC'),
    ).toHaveLength(1)
    const data = JSON.parse(one(path, 'script[type="application/ld+json"]').textContent ?? '{}')
    expect(data['@type']).toBe('FoodEstablishment')
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '15:00',
        closes: '17:00',
      }),
    ])
    expect(data.address.streetAddress).toBe('214 Orchard Lane')
  })

  test('/get-help: "Is something here wrong?" links to the contact form with the subject', () => {
    const [link] = linksNamed('/get-help', 'main', 'Tell us what is wrong')
    const href = link?.getAttribute('href') ?? ''
    const url = new URL(href, 'http://localhost')
    expect(url.pathname).toBe('/contact')
    expect(url.searchParams.get('subject')).toBe(correctionSubjectByLocale.en)
  })

  test('/get-help: without a share sheet, a text-message link with the short text, address and page', () => {
    const [sms] = linksNamed('/get-help', '.get-help__share', 'Send by text message')
    const href = sms?.getAttribute('href') ?? ''
    expect(href).toMatch(/^sms:\?&body=/)
    const body = decodeURIComponent(href.replace(/^sms:\?&body=/, ''))
    expect(body).toContain('every Sunday, 3pm to 5pm')
    expect(body).toContain(formatAddress())
    expect(body).toMatch(/https?:\/\/\S+\/get-help$/)
  })
})

describe('reaching the Get help page', () => {
  test('is the first item after Home in the main navigation, on every page', () => {
    for (const path of ['/about', '/es/about']) {
      const links = [...pageOf(path).querySelectorAll('nav.main-nav a')]
      const prefix = path.startsWith('/es/') ? '/es' : ''
      expect(
        links.slice(0, 2).map((a) => a.getAttribute('href')),
        path,
      ).toEqual([`${prefix}/home`, `${prefix}/get-help`])
    }
    expect(linksNamed('/about', 'nav.main-nav', 'Get help')[0]?.getAttribute('href')).toBe(
      '/get-help',
    )
  })

  test('is in the mobile menu, after Home (the menu is drawn from the same list when opened)', () => {
    // The mobile menu renders only once opened; it lists `mainNav` in order.
    expect(mainNav.slice(0, 2).map((item) => item.to)).toEqual(['/home', '/get-help'])
  })

  test('is a secondary action in the home hero', () => {
    for (const path of ['/', '/home']) {
      if (!builtPaths.includes(path)) continue
      expect(linksNamed(path, '.hero', 'Need food? Get help')[0]?.getAttribute('href'), path).toBe(
        '/get-help',
      )
    }
  })

  test('is linked from the footer', () => {
    expect(linksNamed('/about', 'footer', 'Get food help')[0]?.getAttribute('href')).toBe(
      '/get-help',
    )
  })

  test("is the installed app's first shortcut, to a page whose heading is Get food help", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as {
      shortcuts: { name: string; url: string }[]
    }
    expect(manifest.shortcuts[0]).toMatchObject({ name: 'Get food help', url: '/get-help' })
    expect(textOf(one('/get-help', 'h1'))).toBe('Get food help')
  })
})

describe('/volunteer', () => {
  test('holds the Sunday facts in its HTML: heading, address and a maps link', () => {
    expect(textOf(one('/volunteer', 'h1'))).toBe('Volunteer')
    const address = [...pageOf('/volunteer').querySelectorAll('main *')].find(
      (el) =>
        el.children.length === 0 && textOf(el).includes('214 Orchard Lane, Riverside, CA 92501'),
    )
    expect(address).toBeDefined()
    if (address) expectVisibleWithoutScript(address, '/volunteer address')
    expect(one('/volunteer', '[data-testid="volunteer-maps-link"]').getAttribute('href')).toMatch(
      /google\.com\/maps/,
    )
  })

  test('is linked from the main navigation, the footer and every "Become A Volunteer"', () => {
    expect(linksNamed('/', 'nav.main-nav', 'Volunteer')[0]?.getAttribute('href')).toBe('/volunteer')
    expect(linksNamed('/', 'footer', 'Volunteer')[0]?.getAttribute('href')).toBe('/volunteer')
    const become = linksNamed('/', 'body', 'Become A Volunteer')
    expect(become.length).toBeGreaterThan(0)
    for (const link of become) expect(link.getAttribute('href')).toBe('/volunteer')
  })

  test('offers the subscribable feed, as webcal: and as a calendar file the server answers', async () => {
    const [subscribe] = linksNamed('/volunteer', 'main', 'subscribe')
    expect(subscribe?.getAttribute('href')).toMatch(/^webcal:\/\/.*\/volunteer\/sessions\.ics$/)
    const response = await serverRequest('/volunteer/sessions.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents(
      'vevent',
    )
    expect(events.length).toBeGreaterThanOrEqual(20)
  })
})

describe('/contact of a build without EmailJS settings (dist/)', () => {
  for (const path of ['/contact', '/es/contact']) {
    test(`${path} says sending is not configured, without JavaScript too`, () => {
      const notice = [...pageOf(path).querySelectorAll('main *')].find(
        (el) =>
          el.children.length <= 2 &&
          /not configured|no está configurado|no están configurad/i.test(textOf(el)),
      )
      expect(notice, `${path}: the not-configured notice`).toBeDefined()
      if (notice) expectVisibleWithoutScript(notice, `${path} notice`)
    })
  }
})
