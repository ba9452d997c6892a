import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { t } from '../lib/i18n/translate'
import 'swiper/css'
import { ChevronIcon, PauseIcon, PlayIcon } from './motion-icons'
import { watchNearViewport } from './near-viewport'
import type { createSliderEngine, EngineOptions } from './slider-engine'
import { useReducedMotion } from './use-reduced-motion'
import './slider.css'

type SliderEngine = ReturnType<typeof createSliderEngine>

/** The window widths slider.css has a rule for (the site's layout breakpoints). */
type SliderBreakpoint = 0 | 480 | 575 | 767 | 768 | 991 | 1024 | 1200 | 1400

interface Slide {
  id: string
  content: ReactNode
}

interface SliderProps {
  /** Names the carousel for assistive tech, e.g. "Popular causes". */
  label: string
  slides: readonly Slide[]
  /** Slides per view from each minimum window width; 0 is the base. */
  perView: { 0: number } & Partial<Record<SliderBreakpoint, number>>
  /** Space between slides in px. */
  gap?: number
  /** Transition time in ms. */
  speed: number
  /** Milliseconds per slide when autoplaying; leave out for a slider that only moves on request. */
  autoplayDelay?: number
  parallax?: boolean
  /**
   * On screen when the page opens (the hero): Swiper loads when the slider first has to move
   * (its first autoplay step, an arrow or key) or the visitor reaches for it (pointer, touch,
   * focus), instead of when scrolled near. Loading it right after hydration put Swiper's
   * evaluation and set-up into the page's start-up.
   */
  inView?: boolean
  className?: string
}

/**
 * A looping carousel (Swiper) that is whole before any script runs: the prerendered slides are
 * laid out by CSS exactly as Swiper lays them out, so nothing moves when it takes over. Swiper is
 * loaded lazily. Arrows, swipe and the Left/Right keys move it; an autoplaying one has a visible
 * pause control, pauses while the pointer or keyboard focus is on the slides, and does not start
 * by itself when the visitor prefers reduced motion.
 */
export function Slider({
  label,
  slides,
  perView,
  gap = 0,
  speed,
  autoplayDelay,
  parallax = false,
  inView = false,
  className,
}: SliderProps): ReactElement {
  const viewportId = useId()
  const regionRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const engineRef = useRef<SliderEngine | null>(null)
  const loadingRef = useRef<Promise<SliderEngine | null> | null>(null)
  const reducedMotion = useReducedMotion()
  const [ready, setReady] = useState(false)
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const autoplay = autoplayDelay !== undefined
  // Until the visitor chooses, reduced motion means "paused".
  const paused = userPaused ?? reducedMotion
  const running = autoplay && !paused && !hovered && !focused

  const options: EngineOptions = {
    perView: perView as Readonly<Record<number, number>>,
    gap,
    speed: reducedMotion ? 0 : speed,
    autoplayDelay,
    parallax: parallax && !reducedMotion,
  }
  const optionsRef = useRef(options)
  optionsRef.current = options

  const loadEngine = useCallback((): Promise<SliderEngine | null> => {
    loadingRef.current ??= import('./slider-engine')
      .then(({ createSliderEngine }) => {
        const viewport = viewportRef.current
        if (!viewport) return null
        engineRef.current = createSliderEngine(viewport, optionsRef.current)
        setReady(true)
        return engineRef.current
      })
      .catch(() => {
        // Swiper could not load (offline before the service worker is installed): the slides
        // stay as laid out, and the next arrow, key or autoplay step tries again.
        loadingRef.current = null
        return null
      })
    return loadingRef.current
  }, [])

  // Lazy images in slides off to the side are clipped by the carousel, so the browser would only
  // fetch each one as it slides in, showing a blank card for a moment. Once the carousel is near
  // the viewport, every slide's image is fetched at once, as Swiper loads.
  // (Not for a slider that starts on screen, the hero: its first image is the page's largest
  // paint, and the others must not compete with it.)
  useEffect(() => {
    const region = regionRef.current
    if (!region) return
    if (inView) return onFirstReach(region, loadEngine)
    return watchNearViewport([region], () => {
      void loadEngine()
      loadSlideImages(region)
    })
  }, [inView, loadEngine])

  // An on-screen slider that has not loaded yet takes its first autoplay step by loading Swiper
  // and moving on: the visitor sees the same rhythm as if it had been running from the start.
  useEffect(() => {
    if (!inView || ready || !running || autoplayDelay === undefined) return
    const timer = window.setTimeout(() => {
      void loadEngine().then((engine) => engine?.next())
    }, autoplayDelay)
    return () => window.clearTimeout(timer)
  }, [inView, ready, running, autoplayDelay, loadEngine])

  useEffect(
    () => () => {
      engineRef.current?.destroy()
      engineRef.current = null
    },
    [],
  )

  useEffect(() => {
    const engine = engineRef.current
    if (!ready || !engine) return
    if (running) engine.play()
    else engine.stop()
  }, [ready, running])

  const move = useCallback(
    (direction: 'next' | 'prev') => {
      void loadEngine().then((engine) => engine?.[direction]())
    },
    [loadEngine],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
      return
    event.preventDefault()
    move(event.key === 'ArrowLeft' ? 'prev' : 'next')
  }

  const onPointer = (event: PointerEvent, inside: boolean) => {
    if (event.pointerType === 'mouse') setHovered(inside)
  }

  const breakpoints = Object.keys(perView).filter((width) => width !== '0')
  const style = { '--slider-gap': `${gap}px` } as Record<string, string | number>
  for (const [width, count] of Object.entries(perView)) style[`--spv-${width}`] = count

  return (
    // A labelled section is a region landmark: the APG carousel's container.
    <section
      ref={regionRef}
      className={`slider${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-bp={breakpoints.join(' ')}
      data-ready={ready}
      style={style as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <div className="slider__controls">
        {autoplay ? (
          <button
            type="button"
            className="slider__button slider__toggle"
            aria-controls={viewportId}
            data-paused={paused}
            onClick={() => setUserPaused(!paused)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">
              {paused ? t('ui.playSlides') : t('ui.pauseSlides')}
            </span>
          </button>
        ) : null}
        <button
          type="button"
          className="slider__button slider__prev"
          aria-controls={viewportId}
          onClick={() => move('prev')}
        >
          <ChevronIcon />
          <span className="visually-hidden">{t('ui.previousSlide')}</span>
        </button>
        <button
          type="button"
          className="slider__button slider__next"
          aria-controls={viewportId}
          onClick={() => move('next')}
        >
          <ChevronIcon />
          <span className="visually-hidden">{t('ui.nextSlide')}</span>
        </button>
      </div>
      {/* Pointer and focus only pause autoplay here; they are not interactions of their own. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        ref={viewportRef}
        id={viewportId}
        className="swiper slider__viewport"
        tabIndex={-1}
        onPointerEnter={(event) => onPointer(event, true)}
        onPointerLeave={(event) => onPointer(event, false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        <div className="swiper-wrapper" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel marks slides as groups
            <div
              key={slide.id}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

/** Runs `task` the first time the visitor points at, touches or focuses into `region`. */
function onFirstReach(region: HTMLElement, task: () => void): () => void {
  const listening = new AbortController()
  const reach = () => {
    listening.abort()
    task()
  }
  for (const type of ['pointerenter', 'touchstart', 'focusin']) {
    region.addEventListener(type, reach, { passive: true, signal: listening.signal })
  }
  return () => listening.abort()
}

/** Turns the slides' lazy images eager: the browser fetches them now, and decodes them ahead. */
export function loadSlideImages(region: Element): void {
  for (const image of region.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    image.loading = 'eager'
    image.decode().catch(() => undefined)
  }
}
