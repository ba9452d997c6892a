import { byLocale } from 'virtual:content/volunteer'
import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { buildIcs } from '../../lib/calendar/calendar-event'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { pageSessionTitle, sessionDownloadEntry, signupDownloadEntry } from './session-download'
import { type PackingSession, SPECIAL_SESSION_TITLE, upcomingSessions } from './sessions'
import { sessionsFeed } from './sessions-feed'

const ADDRESS = '214 Orchard Lane, Riverside, CA 92501'
const { volunteerSession } = byLocale.en
const spanish = byLocale.es.volunteerSession
const { rule, title } = volunteerSession

/** The first event of a calendar file. */
function firstEvent(text: string): ICAL.Event {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return new ICAL.Event(vevent)
}

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

const now = new Date('2026-10-28T19:00:00Z')
const [sunday] = upcomingSessions(now, [], { rule, title, usualPlace: ADDRESS })
if (!sunday) throw new Error('no session')

async function parsed(session: PackingSession) {
  const event = firstEvent(await buildIcs([sessionDownloadEntry(session)]))
  return {
    summary: event.summary,
    description: event.description,
    url: event.component.getFirstPropertyValue('url'),
  }
}

describe('a session downloaded from the volunteer page', () => {
  it('is in English on an English page', async () => {
    const { summary, description, url } = await parsed(sunday)
    expect(summary).toBe(volunteerSession.title)
    expect(description).toBe(
      `Wear: ${volunteerSession.wear.join(' ')}\nBring: ${volunteerSession.bring.join(' ')}`,
    )
    expect(url).toMatch(/\/volunteer$/)
  })

  it('is in Spanish on a Spanish page, and links to the Spanish page', async () => {
    activateLocale('es', pageCatalog('es'), '')
    const { summary, description, url } = await parsed(sunday)
    expect(summary).toBe('Sesión de empaque del domingo')
    expect(description).toBe(
      `Qué ponerse: ${spanish.wear.join(' ')}\nQué traer: ${spanish.bring.join(' ')}`,
    )
    expect(url).toMatch(/\/es\/volunteer$/)
    expect((await parsed({ ...sunday, title: SPECIAL_SESSION_TITLE })).summary).toBe(
      'Sesión especial de empaque',
    )
    // A title staff wrote stays as written.
    expect((await parsed({ ...sunday, title: 'Thanksgiving extra' })).summary).toBe(
      'Thanksgiving extra',
    )
    expect(signupDownloadEntry({ ...sunday, label: 'x' }).title).toBe(
      'Sesión de empaque del domingo',
    )
  })
})

describe('the subscribable feed', () => {
  it('stays in English whatever language is active', async () => {
    activateLocale('es', pageCatalog('es'), '')
    const text = await sessionsFeed(now, 'https://harvestshare.org/volunteer', {
      volunteerSession,
      usualPlace: ADDRESS,
    })
    const event = firstEvent(text)
    expect(event.summary).toBe(volunteerSession.title)
    expect(event.description).toContain(`Wear: ${volunteerSession.wear[0]}`)
  })
})

describe('a session title on the page', () => {
  it('writes the default titles in the page language, and keeps a title staff wrote', () => {
    expect(pageSessionTitle(SPECIAL_SESSION_TITLE)).toBe(SPECIAL_SESSION_TITLE)
    activateLocale('es', pageCatalog('es'), '')
    expect(pageSessionTitle(SPECIAL_SESSION_TITLE)).toBe('Sesión especial de empaque')
    expect(pageSessionTitle(volunteerSession.title)).toBe('Sesión de empaque del domingo')
    expect(pageSessionTitle('Thanksgiving extra')).toBe('Thanksgiving extra')
  })
})
