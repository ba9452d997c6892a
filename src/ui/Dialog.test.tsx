import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog label="Promotion" onClose={() => setOpen(false)}>
          <p>Every Sunday at 3pm</p>
        </Dialog>
      ) : null}
    </>
  )
}

function openDialog(): HTMLElement {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return screen.getByRole('dialog', { name: 'Promotion' })
}

afterEach(cleanup)

describe('Dialog', () => {
  it('is a labelled modal that takes focus, and closes with Escape giving focus back', () => {
    render(<Harness />)
    const dialog = openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }))
  })

  it('keeps Tab inside', () => {
    render(<Harness />)
    openDialog()
    const close = screen.getByRole('button', { name: 'Close' })
    const tab = fireEvent.keyDown(document, { key: 'Tab' })
    expect(tab).toBe(false) // default prevented: focus wraps instead of leaving
    expect(document.activeElement).toBe(close)
  })

  it('closes with the X button and with a click on the backdrop', () => {
    render(<Harness />)
    openDialog()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    openDialog()
    fireEvent.click(document.querySelector('.dialog__backdrop') as HTMLElement)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
