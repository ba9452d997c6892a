import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseConnectionAtom } from '../../db/lazy-database'
import { getDatabase } from '../../db/open-database'
import { appStore } from '../../lib/app-store'
import { t } from '../../lib/i18n/translate'
import { ContactForm } from './ContactForm'

vi.mock('../../lib/emailjs-config', () => ({
  emailJsSettings: {
    apiUrl: 'http://127.0.0.1:9',
    serviceId: 'service_test',
    templateId: 'template_test',
    publicKey: 'public_test',
  },
}))

// As when IndexedDB is unavailable: the shared accessor falls back to a database in memory, and
// publishes that connection as the real one does.
vi.mock('../../db/open-database', async () => {
  const { AppDatabase } = await import('../../db/database')
  const db = new AppDatabase('contact-form-in-memory')
  const connection = { db, persistent: false }
  return {
    getDatabase: async () => db,
    getDatabaseConnection: async () => {
      appStore.set(databaseConnectionAtom, connection)
      return connection
    },
  }
})

let answers: (() => Response)[] = []
const requests: unknown[] = []

beforeEach(async () => {
  answers = []
  requests.length = 0
  await (await getDatabase()).outbox.clear()
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)))
    const next = answers.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return next()
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
}

function fillAndSubmit(subject = 'Volunteering') {
  fireEvent.change(field('Name'), { target: { value: ' Maya Thompson ' } })
  fireEvent.change(field('Email'), { target: { value: 'maya@example.org' } })
  fireEvent.change(field('Phone'), { target: { value: '+1 (951) 555-0147' } })
  fireEvent.change(field('Subject'), { target: { value: subject } })
  fireEvent.change(field('Message'), { target: { value: 'Can I help on Sunday?' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

async function statusText(text: string) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain(text))
}

async function outboxItem(subject: string) {
  const list = await screen.findByRole('list')
  return waitFor(() => {
    const item = within(list)
      .getAllByTestId('outbox-item')
      .find((li) => li.textContent?.includes(subject))
    if (!item) throw new Error(`no outbox item for ${subject}`)
    return item
  })
}

describe('ContactForm with EmailJS settings', () => {
  it('sends a valid message once, clears the form and lists it as sent', async () => {
    answers.push(() => new Response('OK', { status: 200 }))
    render(<ContactForm />)
    expect(screen.queryByTestId('contact-not-configured')).toBeNull()
    fillAndSubmit()
    await statusText(t('contact.sent'))
    expect(requests).toEqual([
      {
        lib_version: expect.any(String),
        user_id: 'public_test',
        service_id: 'service_test',
        template_id: 'template_test',
        template_params: {
          name: 'Maya Thompson',
          email: 'maya@example.org',
          subject: 'Volunteering',
          phone: '+1 (951) 555-0147',
          message: 'Can I help on Sunday?',
          // The language it was written in: the page's.
          language: 'en',
        },
      },
    ])
    expect(field('Name').value).toBe('')
    await waitFor(async () =>
      expect((await outboxItem('Volunteering')).dataset.status).toBe('sent'),
    )
  })

  it('warns that waiting messages are lost with the tab when nothing can be stored', async () => {
    render(<ContactForm />)
    expect(await screen.findByText(t('contact.notKept'))).toBeTruthy()
  })

  it('shows a refusal (400) with its reason, keeps the text, and lets the visitor discard it', async () => {
    answers.push(() => new Response('The Public Key is invalid', { status: 400 }))
    render(<ContactForm />)
    fillAndSubmit('Refused one')
    await statusText(t('contact.failed'))
    expect(screen.getByRole('status').textContent).toContain('The Public Key is invalid')
    expect(field('Subject').value).toBe('Refused one')
    const item = await outboxItem('Refused one')
    expect(item.dataset.status).toBe('failed')
    expect(item.textContent).toContain('400: The Public Key is invalid')
    fireEvent.click(within(item).getByRole('button', { name: /Discard/ }))
    await waitFor(() => expect(screen.queryByTestId('outbox-item')).toBeNull())
    expect(await (await getDatabase()).outbox.count()).toBe(0)
  })

  it('a refused message can be retried from the list', async () => {
    answers.push(() => new Response('bad', { status: 400 }))
    render(<ContactForm />)
    fillAndSubmit('Second chance')
    await statusText(t('contact.failed'))
    answers.push(() => new Response('OK', { status: 200 }))
    fireEvent.click(
      within(await outboxItem('Second chance')).getByRole('button', { name: /Retry/ }),
    )
    await waitFor(async () =>
      expect((await outboxItem('Second chance')).dataset.status).toBe('sent'),
    )
    expect(requests).toHaveLength(2)
  })

  it('offline: saves the message, says so, clears the form and sends nothing yet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<ContactForm />)
    fillAndSubmit('Written offline')
    await statusText(t('contact.offline'))
    expect(field('Subject').value).toBe('')
    expect(requests).toHaveLength(0)
    expect((await outboxItem('Written offline')).dataset.status).toBe('queued')
  })

  it('a 500 keeps the message queued for a retry and says it will be sent', async () => {
    answers.push(() => new Response('down', { status: 500 }))
    render(<ContactForm />)
    fillAndSubmit('Service down')
    await statusText(t('contact.queued'))
    const item = await outboxItem('Service down')
    expect(item.dataset.status).toBe('queued')
    expect(item.textContent).toContain('Waiting to retry')
  })
})
