import { byLocale as testimonialsByLocale } from 'virtual:content/testimonials'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { Slider } from '../../ui/Slider'
import { HomeSection } from './HomeSection'

/** The client feedback slider: one large quote at a time, newest voices first. */
export function FeedbackSlider(): ReactElement {
  const { testimonials } = localized(testimonialsByLocale)
  const voices = [...testimonials].reverse()
  return (
    <HomeSection
      name="feedback"
      cream
      narrow
      tag={t('home.feedback.tag')}
      title={t('home.feedback.title')}
    >
      <Slider
        label={t('home.feedback.slider')}
        className="slider--feedback"
        perView={{ 0: 1 }}
        gap={30}
        speed={1000}
        slides={voices.map((voice) => ({
          id: voice.id,
          content: (
            <figure className="feedback">
              <svg
                className="feedback__mark"
                aria-hidden="true"
                width="48"
                height="48"
                viewBox="0 0 24 24"
              >
                <path
                  fill="currentColor"
                  d="M4 18v-5.5C4 8.4 6.1 5.7 10 5l.8 1.9C8.4 7.7 7.4 9.3 7.3 11H10v7zm9 0v-5.5c0-4.1 2.1-6.8 6-7.5l.8 1.9c-2.4.8-3.4 2.4-3.5 4.1H19v7z"
                />
              </svg>
              <blockquote className="feedback__quote">
                <p lang={langOf(voice, 'quote')}>{voice.quote}</p>
              </blockquote>
              <figcaption className="feedback__author">
                <strong>{voice.author}</strong>{' '}
                <span lang={langOf(voice, 'role')}>{voice.role}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </HomeSection>
  )
}
