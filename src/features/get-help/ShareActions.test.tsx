import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NotistackToaster from '../../ui/toast/NotistackToaster'
import { ShareActions } from './ShareActions'

const URL = 'https://harvestshare.org/get-help'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubNavigator(extra: Record<string, unknown>) {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, ...extra })
  return writeText
}

function renderActions() {
  render(
    <>
      <NotistackToaster />
      <ShareActions url={URL} />
    </>,
  )
}

describe('ShareActions', () => {
  it('without a share sheet: a text-message link, and Copy link copies text and address', async () => {
    const writeText = stubNavigator({ share: undefined })
    renderActions()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    const sms = screen.getByRole('link', { name: 'Send by text message' })
    expect(sms.getAttribute('href')).toMatch(/^sms:\?&body=Free%20food%20every%20Sunday/)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/214 Orchard Lane.* https:\/\/harvestshare\.org\/get-help$/),
    )
    expect(await screen.findByText('Copied. Paste it into a message to share.')).toBeTruthy()
  })

  it('says what to copy when the clipboard is refused', async () => {
    const writeText = stubNavigator({ share: undefined })
    writeText.mockRejectedValueOnce(new Error('denied'))
    renderActions()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(await screen.findByText(`Copy this link to share: ${URL}`)).toBeTruthy()
  })

  it('with a share sheet: one Share button that opens it with the page', async () => {
    const share = vi.fn(async () => {})
    stubNavigator({ share })
    renderActions()
    const button = await screen.findByRole('button', { name: 'Share' })
    expect(screen.queryByRole('link', { name: 'Send by text message' })).toBeNull()
    await act(async () => fireEvent.click(button))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL }))
  })

  it('is quiet when the visitor closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError')
    })
    stubNavigator({ share })
    renderActions()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share' })))
    expect(screen.queryByText(/Sharing did not work/)).toBeNull()
  })

  it('prints the page', () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderActions()
    fireEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalled()
  })
})
