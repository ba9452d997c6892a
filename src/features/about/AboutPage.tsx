import type { ReactElement } from 'react'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'
import { ValueIcon } from './ValueIcon'
import './about.css'
import { byLocale as aboutByLocale } from 'virtual:content/about'
import { organisation } from 'virtual:content/organisation'
import { langOf } from '../../content-modules/english-only'
import { localized } from '../../lib/i18n/localized'
import { activeHeroSlides, t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'

/** About Us: who we are, the values, then Mission, Vision and Values; each fades in on scroll. */
export function AboutPage(): ReactElement {
  const { about } = localized(aboutByLocale)
  const statements = [
    { id: 'mission', title: t('pages.about.mission'), field: 'mission' },
    { id: 'vision', title: t('pages.about.vision'), field: 'vision' },
    { id: 'values', title: t('pages.about.values'), field: 'valuesInBrief' },
  ] as const
  const picture = activeHeroSlides()[0].image
  return (
    <>
      <FadeIn as="section" className="section" aria-labelledby="about-intro-title">
        <div className="container about-intro">
          <div>
            <p className="section-heading__tag">
              {t('pages.about.since', { year: organisation.foundedYear })}
            </p>
            <h2 id="about-intro-title">{t('pages.about.title')}</h2>
            {about.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} lang={langOf(about, 'intro')}>
                {paragraph}
              </p>
            ))}
          </div>
          <ContentImg image={picture} className="about-intro__image" fetchPriority="high" />
        </div>
      </FadeIn>
      <FadeIn as="section" className="section section--cream" aria-labelledby="about-values-title">
        <div className="container">
          <SectionHeading
            id="about-values-title"
            tag={t('pages.about.valuesTag')}
            title={t('pages.about.valuesTitle')}
            intro={<p>{t('pages.about.valuesIntro')}</p>}
          />
          <ul className="about-values">
            {about.values.map((value, index) => (
              <FadeIn as="li" key={value.id} className="about-value" delay={index * 0.1}>
                <span className="icon-disc about-value__icon">
                  <ValueIcon id={value.icon} />
                </span>
                <h3 lang={langOf(value, 'title')}>{value.title}</h3>
                <p lang={langOf(value, 'text')}>{value.text}</p>
              </FadeIn>
            ))}
          </ul>
        </div>
      </FadeIn>
      <FadeIn as="section" className="section" aria-labelledby="about-mvv-title">
        <div className="container">
          <SectionHeading
            id="about-mvv-title"
            tag={t('pages.about.whyTag')}
            title={t('pages.about.whyTitle')}
          />
          <div className="about-statements">
            {statements.map((statement, index) => (
              <FadeIn
                as="article"
                key={statement.id}
                className={`card about-statement about-statement--${statement.id}`}
                delay={index * 0.15}
              >
                <h3>{statement.title}</h3>
                <p lang={langOf(about, statement.field)}>{about[statement.field]}</p>
              </FadeIn>
            ))}
          </div>
        </div>
      </FadeIn>
    </>
  )
}
