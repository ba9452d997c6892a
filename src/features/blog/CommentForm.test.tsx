import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale, t } from '../../lib/i18n/translate'
import { CommentForm } from './CommentForm'

const MODERATION_MESSAGE = t('blog.comments.moderation')

afterEach(() => {
  cleanup()
  activateLocale('en', pageCatalog('en'), '')
})

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement

describe('CommentForm', () => {
  it('shows a message under each empty field, tied to it with aria-describedby', async () => {
    render(<CommentForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    for (const [label, text] of [
      [/^Name/, 'Please enter your name.'],
      [/^E-mail/, 'Please enter your e-mail address.'],
      [/^Comment/, 'Please write a comment.'],
    ] as const) {
      await waitFor(() => expect(input(label).getAttribute('aria-invalid')).toBe('true'))
      const describedBy = input(label).getAttribute('aria-describedby')
      expect(describedBy).toBeTruthy()
      expect(document.getElementById(describedBy ?? '')?.textContent).toBe(text)
    }
    expect(screen.queryByText(MODERATION_MESSAGE)).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(input(/^Name/)))
  })

  it('moves the focus once per failed attempt, not while the visitor fixes fields', async () => {
    render(<CommentForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    await waitFor(() => expect(document.activeElement).toBe(input(/^Name/)))
    input(/^Comment/).focus()
    fireEvent.change(input(/^Comment/), { target: { value: 'Hello' } })
    fireEvent.change(input(/^Name/), { target: { value: 'Lena' } })
    await waitFor(() => expect(input(/^Name/).getAttribute('aria-invalid')).toBeNull())
    expect(document.activeElement).toBe(input(/^Comment/))
  })

  it('rejects an invalid e-mail address', async () => {
    render(<CommentForm />)
    fireEvent.change(input(/^E-mail/), { target: { value: 'not-an-address' } })
    fireEvent.blur(input(/^E-mail/))
    expect(await screen.findByText(/valid e-mail address/)).toBeTruthy()
  })

  it('says the comment awaits moderation, clears the form and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<CommentForm />)
    fireEvent.change(input(/^Name/), { target: { value: 'Lena' } })
    fireEvent.change(input(/^E-mail/), { target: { value: 'lena@example.org' } })
    fireEvent.change(input(/^Comment/), { target: { value: 'See you on Sunday!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText(MODERATION_MESSAGE)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(MODERATION_MESSAGE)
    expect(input(/^Name/).value).toBe('')
    expect(input(/^E-mail/).value).toBe('')
    expect(input(/^Comment/).value).toBe('')
    expect(input(/^Name/).getAttribute('aria-invalid')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("speaks the page's language: labels, validation messages and the answer in Spanish", async () => {
    activateLocale('es', pageCatalog('es'), '')
    render(<CommentForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Publicar comentario' }))
    expect(await screen.findByText('Escriba su nombre.')).toBeTruthy()
    expect(screen.getByText('Escriba su correo electrónico.')).toBeTruthy()
    expect(screen.getByText('Escriba un comentario.')).toBeTruthy()
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'no-es-un-correo' } })
    fireEvent.blur(input(/^Correo electrónico/))
    expect(await screen.findByText(/correo electrónico válido/)).toBeTruthy()
    fireEvent.change(input(/^Nombre/), { target: { value: 'Lena' } })
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'lena@example.org' } })
    fireEvent.change(input(/^Comentario/), { target: { value: '¡Nos vemos el domingo!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publicar comentario' }))
    expect(await screen.findByText('Su comentario está pendiente de moderación.')).toBeTruthy()
  })
})
