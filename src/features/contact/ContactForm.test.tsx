import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDatabase } from '../../db/open-database'
import { t } from '../../lib/i18n/translate'
import { ContactForm } from './ContactForm'
import { contactMessages } from './contact-schema'

// This file runs without EmailJS settings, as the default build does.
afterEach(cleanup)

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
}

function fillValid() {
  fireEvent.change(field('Name'), { target: { value: 'Maya Thompson' } })
  fireEvent.change(field('Email'), { target: { value: 'maya@example.org' } })
  fireEvent.change(field('Phone'), { target: { value: '+1 (951) 555-0147' } })
  fireEvent.change(field('Subject'), { target: { value: 'Volunteering' } })
  fireEvent.change(field('Message'), { target: { value: 'Can I help on Sunday?' } })
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

describe('ContactForm validation', () => {
  it('shows a message on blur, tied to its field', async () => {
    render(<ContactForm />)
    const name = field('Name')
    fireEvent.blur(name)
    const error = await screen.findByText(contactMessages.nameRequired())
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(error.id)
  })

  it('shows a message on change, before the field is left', async () => {
    render(<ContactForm />)
    fireEvent.change(field('Subject'), { target: { value: 'Help 4 you' } })
    expect(await screen.findByText(contactMessages.subjectLetters())).toBeTruthy()
    fireEvent.change(field('Phone'), { target: { value: '12' } })
    expect(await screen.findByText(contactMessages.phoneInvalid())).toBeTruthy()
    fireEvent.change(field('Email'), { target: { value: 'maya@' } })
    expect(await screen.findByText(contactMessages.emailInvalid())).toBeTruthy()
    fireEvent.change(field('Subject'), { target: { value: 'Help for you' } })
    await waitFor(() => expect(screen.queryByText(contactMessages.subjectLetters())).toBeNull())
    expect(field('Subject').getAttribute('aria-invalid')).toBeNull()
  })

  it('shows every message on a submit attempt and focuses the first invalid field', async () => {
    render(<ContactForm />)
    submit()
    for (const text of [
      contactMessages.nameRequired(),
      contactMessages.emailRequired(),
      contactMessages.phoneRequired(),
      contactMessages.subjectRequired(),
      contactMessages.messageRequired(),
    ]) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Name')))
  })

  it('moves focus to the first field still invalid, in form order', async () => {
    render(<ContactForm />)
    fillValid()
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } })
    fireEvent.change(field('Message'), { target: { value: 'x'.repeat(5001) } })
    submit()
    await waitFor(() => expect(document.activeElement).toBe(field('Email')))
    expect(screen.getByText(contactMessages.messageTooLong())).toBeTruthy()
  })
})

describe('ContactForm without EmailJS settings', () => {
  it('says sending is not configured, and queues nothing', async () => {
    render(<ContactForm />)
    expect(screen.getByTestId('contact-not-configured').textContent).toContain(
      t('contact.notConfigured'),
    )
    fillValid()
    submit()
    const status = screen.getByRole('status')
    await waitFor(() => expect(status.textContent).toContain('Your message was not sent'))
    expect(status.textContent).toContain(t('contact.notConfigured'))
    // The visitor keeps what they wrote, to send it another way.
    expect(field('Name').value).toBe('Maya Thompson')
    expect(await (await getDatabase()).outbox.count()).toBe(0)
  })

  it('drops a bot that fills the honeypot without sending or storing anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<ContactForm />)
    fillValid()
    fireEvent.change(document.getElementById('contact-website') as HTMLInputElement, {
      target: { value: 'http://spam.example' },
    })
    submit()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('contact.sent')))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(await (await getDatabase()).outbox.count()).toBe(0)
  })
})

describe('ContactForm subject from a link', () => {
  it("fills in the address's ?subject= after the first render", async () => {
    window.history.replaceState(null, '', '/contact?subject=Sunday%20boxes')
    render(<ContactForm />)
    await waitFor(() => expect(field('Subject').value).toBe('Sunday boxes'))
    window.history.replaceState(null, '', '/')
    expect(field('Name').value).toBe('')
    // Filled in, not judged: no error is shown before the visitor does anything.
    expect(field('Subject').getAttribute('aria-invalid')).toBeNull()
  })

  it('leaves the subject empty without one', () => {
    render(<ContactForm />)
    expect(field('Subject').value).toBe('')
  })
})
