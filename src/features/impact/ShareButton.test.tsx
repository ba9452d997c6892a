import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NotistackToaster from '../../ui/toast/NotistackToaster'
import { ShareButton } from './ShareButton'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderButton() {
  render(
    <>
      <NotistackToaster />
      <ShareButton title="Our impact" text="Pounds rescued" path="/impact" />
    </>,
  )
  return screen.getByRole('button', { name: 'Share our impact' })
}

function stubNavigator(extra: Record<string, unknown>) {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, ...extra })
  return writeText
}

describe('ShareButton', () => {
  it('opens the share sheet with the page link where the device has one', async () => {
    const share = vi.fn(async () => {})
    const writeText = stubNavigator({ share })
    const button = renderButton()
    await act(async () => fireEvent.click(button))
    expect(share).toHaveBeenCalledWith({
      title: 'Our impact',
      text: 'Pounds rescued',
      url: `${window.location.origin}/impact`,
    })
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError')
    })
    const writeText = stubNavigator({ share })
    const button = renderButton()
    await act(async () => fireEvent.click(button))
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.queryByText(/Link copied/)).toBeNull()
  })

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = stubNavigator({ share: undefined })
    const button = renderButton()
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/impact`)
    expect(await screen.findByText(/Link copied/)).toBeTruthy()
  })

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: {
        writeText: async () => {
          throw new Error('denied')
        },
      },
    })
    const button = renderButton()
    await act(async () => fireEvent.click(button))
    expect(
      await screen.findByText(
        `Copy this link to share our impact: ${window.location.origin}/impact`,
      ),
    ).toBeTruthy()
  })
})
