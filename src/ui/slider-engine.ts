import Swiper from 'swiper'
import { Parallax } from 'swiper/modules'
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

export function createSliderEngine(viewport: HTMLElement, options: EngineOptions) {
  const breakpoints: Record<number, { slidesPerView: number }> = {}
  for (const [width, count] of Object.entries(options.perView)) {
    if (Number(width) > 0) breakpoints[Number(width)] = { slidesPerView: count }
  }

  const swiper = new Swiper(viewport, {
    modules: [Parallax],
    loop: true,
    speed: options.speed,
    spaceBetween: options.gap,
    slidesPerView: options.perView[0] ?? 1,
    breakpoints,
    parallax: options.parallax,
    on: {
      init: (s) => hideOffscreen(s, false),
      slideChange: (s) => hideOffscreen(s, true),
      breakpoint: (s) => hideOffscreen(s, false),
    },
  })

  // Autoplay is a plain timer, not Swiper's Autoplay module: that one runs a requestAnimationFrame
  // loop for as long as it plays (to report the time left), so the main thread produced a frame
  // 60 times a second on a page that was otherwise still. As with Swiper's, the delay counts
  // from the end of each move, so a move by the visitor also restarts it.
  const { autoplayDelay } = options
  let playing = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    if (playing && autoplayDelay !== undefined) {
      timer = setTimeout(() => swiper.slideNext(), autoplayDelay)
    }
  }
  swiper.on('slideChangeTransitionEnd', schedule)
  const stop = () => {
    playing = false
    clearTimeout(timer)
  }

  return {
    next: () => swiper.slideNext(),
    prev: () => swiper.slidePrev(),
    play: () => {
      if (playing || autoplayDelay === undefined) return
      playing = true
      schedule()
    },
    stop,
    destroy: () => {
      stop()
      swiper.destroy(true, true)
    },
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
