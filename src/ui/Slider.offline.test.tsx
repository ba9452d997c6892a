import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Slider } from './Slider'

// Swiper's chunk, which fails to load the first time, as it does offline without the service
// worker. (A file of its own: a chunk that has loaded once stays loaded.)
const engine = vi.hoisted(() => ({
  next: vi.fn(),
  prev: vi.fn(),
  play: vi.fn(),
  stop: vi.fn(),
  destroy: vi.fn(),
}))
const chunk = vi.hoisted(() => ({ loads: 0, failNext: true }))
vi.mock('./slider-engine', () => {
  chunk.loads++
  if (chunk.failNext) {
    chunk.failNext = false
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return { createSliderEngine: () => engine }
})

afterEach(cleanup)

describe('Slider whose Swiper chunk fails to load', () => {
  it('keeps its slides, and the next move tries again', async () => {
    render(
      <Slider
        label="Highlights"
        slides={[
          { id: 'a', content: 'One' },
          { id: 'b', content: 'Two' },
        ]}
        perView={{ 0: 1 }}
        speed={1000}
        inView
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(chunk.loads).toBe(1))
    expect(screen.getByText('One')).toBeTruthy()
    expect(engine.next).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(1))
    expect(chunk.loads).toBe(2)
  })
})
