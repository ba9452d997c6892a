// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSliderEngine, type EngineOptions } from './slider-engine'

// A stand-in for Swiper that records moves and lets the test end a transition, the way Swiper
// emits `slideChangeTransitionEnd` when a slide has finished moving.
const fake = vi.hoisted(() => {
  type Handler = () => void
  const state = { instance: undefined as FakeSwiper | undefined, config: undefined as unknown }
  class FakeSwiper {
    handlers = new Map<string, Handler[]>()
    slides: HTMLElement[] = []
    activeIndex = 0
    params = { slidesPerView: 1 }
    el = document.createElement('div')
    slideNext = vi.fn(() => true)
    slidePrev = vi.fn(() => true)
    destroy = vi.fn()
    constructor(_element: HTMLElement, config: unknown) {
      state.instance = this
      state.config = config
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
    }
    emit(event: string) {
      for (const handler of this.handlers.get(event) ?? []) handler()
    }
  }
  return { FakeSwiper, state }
})
vi.mock('swiper', () => ({ default: fake.FakeSwiper }))
vi.mock('swiper/modules', () => ({ Parallax: { name: 'Parallax' } }))

const options = (autoplayDelay: number | undefined): EngineOptions => ({
  perView: { 0: 1 },
  gap: 0,
  speed: 600,
  autoplayDelay,
  parallax: false,
})

function swiper() {
  const instance = fake.state.instance
  if (!instance) throw new Error('no Swiper was created')
  return instance
}

describe('slider engine autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves on after each delay, counted from the end of the previous move', () => {
    const engine = createSliderEngine(document.createElement('div'), options(6000))
    engine.play()
    vi.advanceTimersByTime(5999)
    expect(swiper().slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(swiper().slideNext).toHaveBeenCalledTimes(1)
    // Nothing more until that move has ended, then a full delay again.
    vi.advanceTimersByTime(10_000)
    expect(swiper().slideNext).toHaveBeenCalledTimes(1)
    swiper().emit('slideChangeTransitionEnd')
    vi.advanceTimersByTime(6000)
    expect(swiper().slideNext).toHaveBeenCalledTimes(2)
  })

  it('restarts the delay when the visitor moves it', () => {
    const engine = createSliderEngine(document.createElement('div'), options(6000))
    engine.play()
    vi.advanceTimersByTime(4000)
    engine.prev()
    swiper().emit('slideChangeTransitionEnd')
    vi.advanceTimersByTime(4000)
    expect(swiper().slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2000)
    expect(swiper().slideNext).toHaveBeenCalledTimes(1)
  })

  it('stops when stopped or destroyed, and a move then schedules nothing', () => {
    const engine = createSliderEngine(document.createElement('div'), options(6000))
    engine.play()
    engine.stop()
    vi.advanceTimersByTime(20_000)
    engine.play()
    engine.destroy()
    swiper().emit('slideChangeTransitionEnd')
    vi.advanceTimersByTime(20_000)
    expect(swiper().slideNext).not.toHaveBeenCalled()
    expect(swiper().destroy).toHaveBeenCalledTimes(1)
  })

  it('never plays a slider without a delay, and does not use Swiper’s frame-by-frame Autoplay', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const engine = createSliderEngine(document.createElement('div'), options(undefined))
    engine.play()
    vi.advanceTimersByTime(60_000)
    expect(swiper().slideNext).not.toHaveBeenCalled()
    expect((fake.state.config as { modules: { name: string }[] }).modules).toEqual([
      { name: 'Parallax' },
    ])
    expect(frames).not.toHaveBeenCalled()
  })
})
