import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProductImageZoom, SWIPE_THRESHOLD_PX } from './ProductImageZoom'

afterEach(cleanup)

const image = { src: '/images/x.svg', alt: 'A mug', width: 600, height: 600 }

function setup() {
  const view = render(<ProductImageZoom image={image} title="Mug" />)
  const button = screen.getByRole('button', { name: 'Zoom in on Mug' })
  const frame = view.container.querySelector('.zoom__frame') as HTMLElement
  frame.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400 }) as DOMRect
  const img = screen.getByRole('img', { name: 'A mug' })
  return { button, frame, img }
}

const touch = (x: number, y: number) => ({ pointerType: 'touch', clientX: x, clientY: y })

describe('ProductImageZoom', () => {
  it('a tap pins the zoom on and another tap turns it off', () => {
    const { button, frame } = setup()
    expect(frame.dataset.zoomed).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(frame.dataset.zoomed).toBe('true')
    fireEvent.click(button)
    expect(frame.dataset.zoomed).toBe('false')
  })

  it('a touch that moves less than the swipe threshold is still a tap', () => {
    const { button, frame, img } = setup()
    fireEvent.click(button)
    const before = img.style.transformOrigin
    fireEvent.pointerDown(button, touch(200, 200))
    fireEvent.pointerMove(button, touch(200 + SWIPE_THRESHOLD_PX - 3, 200))
    expect(img.style.transformOrigin).toBe(before)
    fireEvent.pointerUp(button, touch(200 + SWIPE_THRESHOLD_PX - 3, 200))
    fireEvent.click(button)
    expect(frame.dataset.zoomed).toBe('false')
  })

  it('a swipe past the threshold looks around and does not toggle the zoom', () => {
    const { button, frame, img } = setup()
    fireEvent.click(button)
    fireEvent.pointerDown(button, touch(200, 200))
    fireEvent.pointerMove(button, touch(160, 200))
    // Dragging left by 10% of the width reveals the right side: the focus moves right.
    expect(img.style.transformOrigin).toBe('60% 50%')
    fireEvent.pointerUp(button, touch(160, 200))
    fireEvent.click(button)
    expect(frame.dataset.zoomed).toBe('true')
  })

  it('is keyboard operable: Enter pins, arrows look around, Escape zooms out', () => {
    const { button, frame, img } = setup()
    fireEvent.click(button) // Enter or Space on a button fires click
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    fireEvent.keyDown(button, { key: 'ArrowLeft' })
    expect(img.style.transformOrigin).toBe('40% 60%')
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(frame.dataset.zoomed).toBe('false')
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('a mouse zooms while hovering and follows the pointer', () => {
    const { button, frame, img } = setup()
    fireEvent.pointerMove(button, { pointerType: 'mouse', clientX: 100, clientY: 300 })
    expect(frame.dataset.zoomed).toBe('true')
    expect(img.style.transformOrigin).toBe('25% 75%')
    fireEvent.pointerLeave(button, { pointerType: 'mouse' })
    expect(frame.dataset.zoomed).toBe('false')
  })
})
