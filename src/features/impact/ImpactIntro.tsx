import { organisation } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { formatMonth } from '../../lib/date-time'
import type { Locale } from '../../lib/i18n/locales'
import { activeLocale, t } from '../../lib/i18n/translate'
import { ReservedText } from '../../ui/ReservedText'
import { ShareButton } from './ShareButton'
import './impact-intro.css'
import { ContentImg } from '../../ui/ContentImg'

/** The illustration is lettered ("SUNDAY 3pm"), so each language has its own drawing. */
export const trackerImage: Record<Locale, string> = {
  en: '/images/impact/weekly-tracker.svg',
  es: '/images/impact/weekly-tracker.es.svg',
}

/** The introduction: what the tracker is, since when (the first report's month), and an invitation to share it. */
export function ImpactIntro({ firstMonth }: { firstMonth?: string | undefined }): ReactElement {
  return (
    <section className="section impact-intro" aria-labelledby="impact-intro-title">
      <div className="container impact-intro__grid">
        <ContentImg
          image={{
            src: trackerImage[activeLocale()],
            alt: t('impact.intro.imageAlt'),
            width: 600,
            height: 420,
          }}
          className="impact-intro__image"
        />
        <div className="impact-intro__text">
          <p className="section-heading__tag">{t('impact.intro.tag')}</p>
          <h2 id="impact-intro-title">{t('impact.intro.title')}</h2>
          <p>
            {/* The month comes from the reports themselves, once they are in; room is kept for
                the longer wording, so the page does not move when it does. */}
            <ReservedText reserve={t('impact.intro.since', { month: formatMonth(2026, 9) })}>
              {firstMonth
                ? t('impact.intro.since', { month: firstMonth })
                : t('impact.intro.track')}
            </ReservedText>
          </p>
          <p>{t('impact.intro.share', { shortName: organisation.shortName })}</p>
          <ShareButton
            title={t('impact.share.title', { name: organisation.name })}
            text={t('impact.share.text', { name: organisation.name })}
            path="/impact"
          />
        </div>
      </div>
    </section>
  )
}
