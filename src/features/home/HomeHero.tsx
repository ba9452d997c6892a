import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import { type CSSProperties, type FocusEvent, type ReactElement, useState } from 'react'
import { localized } from '../../lib/i18n/localized'
import { activeHeroSlides, t } from '../../lib/i18n/translate'
import { PauseIcon, PlayIcon } from '../../ui/motion-icons'
import { Slider } from '../../ui/Slider'
import { SocialLinks } from '../../ui/SocialLinks'
import { useReducedMotion } from '../../ui/use-reduced-motion'
import { headlineKeys, taglineKeys } from './hero-copy'
import { TypingText } from './TypingText'
import './hero.css'
import { langOf } from '../../content-modules/english-only'
import { ContentImg } from '../../ui/ContentImg'

/** Hero elements rise in one after another, 0.3 s apart. */
// Three steps (welcome, message, actions) rather than one per element: with six steps the last
// button only settled 2.2 s after the first paint, and the page kept changing under the reader.
const rise = (step: number) => ({ '--rise-step': step }) as CSSProperties

/**
 * The hero: welcome heading (the page's h1), the two typing texts with their pause control, the
 * Follow us list and the slider. Its first image is the page's largest paint, so it is a real
 * <img>, eager, high priority and preloaded from the route's head.
 */
export function HomeHero(): ReactElement {
  const reducedMotion = useReducedMotion()
  const { organisation } = localized(organisationByLocale)
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Reduced motion: no typing until the visitor asks for it with the control.
  const paused = userPaused ?? reducedMotion
  const still = paused || hovered || focused
  const motionLabel = t(paused ? 'home.playText' : 'home.pauseText')

  const hoverProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
  }
  // Keyboard focus anywhere in the intro pauses the text, except on the control itself, which
  // must be free to switch it back on.
  const onFocus = (event: FocusEvent) => {
    setFocused(!(event.target as HTMLElement).closest('.hero__motion'))
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section className="hero" aria-labelledby="home-title" data-home-section="hero">
      <div className="container hero__grid">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus inside only pauses the typing */}
        <div className="hero__intro" onFocus={onFocus} onBlur={onBlur}>
          <p className="hero__tagline hero__rise" style={rise(0)} {...hoverProps}>
            <TypingText copy={taglineKeys} paused={still} prefix={t('home.taglinePrefix')} />
          </p>
          <h1 id="home-title" className="hero__title hero__rise" style={rise(0)}>
            {t('home.title')}
          </h1>
          <p className="hero__headline hero__rise" style={rise(1)} {...hoverProps}>
            <TypingText copy={headlineKeys} paused={still} />
          </p>
          <p className="hero__lead hero__rise" style={rise(1)}>
            {t('home.lead', { tagline: organisation.tagline, time: organisation.meetingTime })}
          </p>
          <div className="hero__actions hero__rise" style={rise(2)}>
            <Link to="/donate" className="btn btn--accent">
              {t('layout.donateNow')}
            </Link>
            <button
              type="button"
              className="hero__motion"
              data-paused={paused}
              onClick={() => setUserPaused(!paused)}
              title={motionLabel}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
              {/* Secondary to Donate: an icon on screen, the full words for assistive technology. */}
              <span className="visually-hidden">{motionLabel}</span>
            </button>
          </div>
          {/* For a neighbour who came for food, not to give: one step to when and where. */}
          <p className="hero__get-help hero__rise" style={rise(2)}>
            <Link to="/get-help">{t('home.needFood')}</Link>
          </p>
          {/* Not a second "Follow us" landmark: the top bar already has that one. */}
          <div className="hero__follow hero__rise" style={rise(2)}>
            <span className="hero__follow-label">{t('layout.topbar.followUs')}</span>
            <SocialLinks className="hero__social" />
          </div>
        </div>
        <div className="hero__media">
          <Slider
            label={t('home.highlights')}
            className="slider--hero"
            perView={{ 0: 1 }}
            speed={1800}
            autoplayDelay={6000}
            parallax
            inView
            slides={activeHeroSlides().map((slide, index) => ({
              id: slide.id,
              content: (
                <article className="hero-slide">
                  <ContentImg
                    image={slide.image}
                    className="hero-slide__image"
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                  />
                  <div className="hero-slide__caption">
                    <h2
                      className="hero-slide__title"
                      lang={langOf(slide, 'title')}
                      data-swiper-parallax="-240"
                    >
                      {slide.title}
                    </h2>
                    <p
                      className="hero-slide__text"
                      lang={langOf(slide, 'text')}
                      data-swiper-parallax="-160"
                    >
                      {slide.text}
                    </p>
                    <Link
                      to="/donate"
                      className="btn btn--accent hero-slide__donate"
                      data-swiper-parallax="-80"
                    >
                      {t('layout.donateNow')}
                    </Link>
                  </div>
                </article>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  )
}
