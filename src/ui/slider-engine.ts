import Swiper from 'swiper'
import { Autoplay, Parallax } from 'swiper/modules'
import { focusableIn } from './use-focus-trap'

/**
 * The Swiper side of <Slider>. This module is only ever imported dynamically (after hydration,
 * or when a slider comes near the viewport), so Swiper never weighs on the first paint.
 */
export interface EngineOptions {
  /** Slides per view by minimum window width; key 0 is the base. */
  perView: Readonly<Record<number, number>>
  gap: number
  speed: number
  autoplayDelay: number | undefined
  parallax: boolean
}

export interface SliderEngine {
  next(): void
  prev(): void
  play(): void
  stop(): void
  destroy(): void
}

export function createSliderEngine(viewport: HTMLElement, options: EngineOptions): SliderEngine {
  const breakpoints: Record<number, { slidesPerView: number }> = {}
  for (const [width, count] of Object.entries(options.perView)) {
    if (Number(width) > 0) breakpoints[Number(width)] = { slidesPerView: count }
  }

  const swiper = new Swiper(viewport, {
    modules: [Autoplay, Parallax],
    loop: true,
    speed: options.speed,
    spaceBetween: options.gap,
    slidesPerView: options.perView[0] ?? 1,
    breakpoints,
    parallax: options.parallax,
    // The wrapper runs autoplay itself (play/stop), so that the pause control, hover and focus
    // all decide together; Swiper's own start-on-init would race them.
    autoplay:
      options.autoplayDelay === undefined
        ? false
        : { delay: options.autoplayDelay, disableOnInteraction: false, enabled: false },
    on: {
      init: (s) => hideOffscreen(s, false),
      slideChange: (s) => hideOffscreen(s, true),
      breakpoint: (s) => hideOffscreen(s, false),
    },
  })

  return {
    next: () => swiper.slideNext(),
    prev: () => swiper.slidePrev(),
    play: () => {
      if (options.autoplayDelay !== undefined && !swiper.autoplay.running) swiper.autoplay.start()
    },
    stop: () => {
      if (swiper.autoplay?.running) swiper.autoplay.stop()
    },
    destroy: () => swiper.destroy(true, true),
  }
}

/**
 * Slides out of view are inert: Tab skips their links and screen readers skip their text, so
 * keyboard focus can never land on a card that is clipped away. If focus was inside a slide that
 * has just moved out, it follows to the first slide now in view.
 */
function hideOffscreen(swiper: Swiper, keepFocus: boolean): void {
  const perView = Number(swiper.params.slidesPerView) || 1
  const first = swiper.activeIndex
  const active = document.activeElement
  let lostFocus = false
  swiper.slides.forEach((slide, index) => {
    const visible = index >= first && index < first + perView
    if (!visible && slide.contains(active)) lostFocus = true
    slide.inert = !visible
  })
  if (keepFocus && lostFocus) {
    const target = swiper.slides[first]
    if (target) (focusableIn(target)[0] ?? swiper.el).focus({ preventScroll: true })
  }
}
