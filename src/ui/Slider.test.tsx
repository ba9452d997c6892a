import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Slider } from './Slider'

const engine = vi.hoisted(() => ({
  next: vi.fn(),
  prev: vi.fn(),
  play: vi.fn(),
  stop: vi.fn(),
  destroy: vi.fn(),
}))
const createSliderEngine = vi.hoisted(() => vi.fn(() => engine))
vi.mock('./slider-engine', () => ({ createSliderEngine }))

const slides = ['One', 'Two', 'Three', 'Four'].map((name) => ({
  id: name,
  content: <a href={`/${name}`}>{name}</a>,
}))

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

async function renderSlider(autoplayDelay?: number) {
  render(
    <Slider
      label="Cause cards"
      slides={slides}
      perView={{ 0: 1, 767: 2, 1400: 3 }}
      gap={30}
      speed={1000}
      autoplayDelay={autoplayDelay}
      inView
    />,
  )
  const region = screen.getByRole('region', { name: 'Cause cards' })
  // The visitor's finger on the slides: an on-screen slider loads Swiper then.
  fireEvent.touchStart(region)
  await waitFor(() => expect(createSliderEngine).toHaveBeenCalledTimes(1))
  return region
}

beforeEach(() => {
  vi.clearAllMocks()
  reducedMotion(false)
})
afterEach(cleanup)

describe('Slider before any script (prerendered HTML)', () => {
  it('lays out the slides with CSS: per-view counts by breakpoint, the gap, slide labels', () => {
    const html = renderToString(
      <Slider label="Cause cards" slides={slides} perView={{ 0: 1, 767: 2 }} gap={30} speed={1} />,
    )
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('data-bp="767"')
    expect(html).toContain('style="--slider-gap:30px;--spv-0:1;--spv-767:2"')
    expect(html).toContain('aria-label="2 of 4"')
    expect(html).not.toContain('Pause slides')
  })
})

describe('Slider on screen when the page opens (inView)', () => {
  const renderInView = (autoplayDelay?: number) =>
    render(
      <Slider
        label="Highlights"
        slides={slides}
        perView={{ 0: 1 }}
        speed={1000}
        autoplayDelay={autoplayDelay}
        inView
      />,
    )

  it('leaves Swiper unloaded at start-up, until the first autoplay step, which it then takes', async () => {
    renderInView(300)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(createSliderEngine).not.toHaveBeenCalled()
    await waitFor(() => expect(createSliderEngine).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(engine.play).toHaveBeenCalled())
  })

  it('without autoplay, loads Swiper when the visitor points at or focuses into it', async () => {
    renderInView()
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(createSliderEngine).not.toHaveBeenCalled()
    fireEvent.focusIn(screen.getByRole('link', { name: 'One' }))
    await waitFor(() => expect(createSliderEngine).toHaveBeenCalledTimes(1))
    expect(engine.next).not.toHaveBeenCalled()
  })

  it('with reduced motion, takes no autoplay step by itself', async () => {
    reducedMotion(true)
    renderInView(100)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(createSliderEngine).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(1))
  })
})

describe('Slider controls', () => {
  it('moves with the arrows and the Left/Right keys', async () => {
    const region = await renderSlider()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    await waitFor(() => expect(engine.prev).toHaveBeenCalledTimes(1))
    fireEvent.keyDown(screen.getByRole('link', { name: 'Two' }), { key: 'ArrowRight' })
    await waitFor(() => expect(engine.next).toHaveBeenCalledTimes(2))
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    await waitFor(() => expect(engine.prev).toHaveBeenCalledTimes(2))
  })

  it('autoplays, and the pause control stops and restarts it', async () => {
    await renderSlider(3000)
    await waitFor(() => expect(engine.play).toHaveBeenCalled())
    engine.play.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }))
    expect(engine.stop).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }))
    expect(engine.play).toHaveBeenCalledTimes(1)
  })

  it('pauses while a mouse is over the slides or focus is inside them', async () => {
    const region = await renderSlider(3000)
    await waitFor(() => expect(engine.play).toHaveBeenCalled())
    const viewport = region.querySelector('.slider__viewport') as HTMLElement
    engine.stop.mockClear()
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse' })
    expect(engine.stop).toHaveBeenCalledTimes(1)
    engine.play.mockClear()
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' })
    expect(engine.play).toHaveBeenCalledTimes(1)
    engine.stop.mockClear()
    act(() => screen.getByRole('link', { name: 'One' }).focus())
    expect(engine.stop).toHaveBeenCalledTimes(1)
    // Focus on the pause control itself does not pause: it must be free to switch autoplay on.
    engine.play.mockClear()
    act(() => screen.getByRole('button', { name: 'Pause slides' }).focus())
    expect(engine.play).toHaveBeenCalledTimes(1)
  })

  it('does not autoplay with reduced motion until the visitor presses Play', async () => {
    reducedMotion(true)
    await renderSlider(3000)
    const play = await screen.findByRole('button', { name: 'Play slides' })
    expect(engine.play).not.toHaveBeenCalled()
    expect(createSliderEngine).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ speed: 0, parallax: false }),
    )
    fireEvent.click(play)
    expect(engine.play).toHaveBeenCalledTimes(1)
  })

  it('has no pause control when it does not autoplay', async () => {
    await renderSlider()
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
  })
})
