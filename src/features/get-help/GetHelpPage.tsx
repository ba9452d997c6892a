import { byLocale as foodHelpByLocale } from 'virtual:content/food-help'
import { formatAddress, organisation, telHref } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { correctionSubjectByLocale, GET_HELP_PATH, GET_HELP_QR_SRC } from '../../lib/get-help-page'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { absoluteUrl } from '../../lib/seo'
import { getHelpJsonLd } from './get-help-json-ld'
import { MapsLink } from './MapsLink'
import { NextSession } from './NextSession'
import { ShareActions } from './ShareActions'
import './get-help.css'
import { langOf } from '../../content-modules/english-only'
import { ContentImg } from '../../ui/ContentImg'

/**
 * The page for a neighbour who needs food. The first card answers when, where and what to bring
 * in a glance (on a phone, without scrolling); the sections after it say the same at more length,
 * in the order people ask. Printed, it is a one-page sheet with a QR code back to this page.
 */
export function GetHelpPage(): ReactElement {
  // The page's language's facts.
  const { foodHelp } = localized(foodHelpByLocale)
  const correctionSubject = localized(correctionSubjectByLocale)
  const url = absoluteUrl(GET_HELP_PATH)
  return (
    <div className="get-help simple-page container">
      <section className="glance get-help__glance" aria-labelledby="get-help-glance">
        <h2 id="get-help-glance" className="get-help__glance-title">
          {t('getHelp.glance')}
        </h2>
        <dl className="fact-list get-help__facts">
          <div>
            <dt>{t('getHelp.when')}</dt>
            <dd>
              <p className="get-help__rule" lang={langOf(foodHelp, 'scheduleText')}>
                {foodHelp.scheduleText}
              </p>
              <NextSession />
            </dd>
          </div>
          <div>
            <dt>{t('getHelp.where')}</dt>
            <dd>
              <p className="get-help__address">{formatAddress()}</p>
              <p lang={langOf(foodHelp, 'placeText')}>{foodHelp.placeText}</p>
            </dd>
          </div>
          <div>
            <dt>{t('getHelp.bring')}</dt>
            <dd>
              <p lang={langOf(foodHelp, 'whatToBring')}>{foodHelp.whatToBring}</p>
            </dd>
          </div>
        </dl>
        <MapsLink />
      </section>

      <ShareActions url={url} />

      <section className="get-help__block" aria-labelledby="get-help-there">
        <h2 id="get-help-there">{t('getHelp.there')}</h2>
        <ul lang={langOf(foodHelp, 'gettingThere')}>
          {foodHelp.gettingThere.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="get-help__block" aria-labelledby="get-help-who">
        <h2 id="get-help-who">{t('getHelp.who')}</h2>
        <ul lang={langOf(foodHelp, 'whoCanCome')}>
          {foodHelp.whoCanCome.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="get-help__block get-help__block--box" aria-labelledby="get-help-box">
        <h2 id="get-help-box">{t('getHelp.box')}</h2>
        <ul lang={langOf(foodHelp, 'boxContents')}>
          {foodHelp.boxContents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p lang={langOf(foodHelp, 'dietaryNeeds')}>{foodHelp.dietaryNeeds}</p>
      </section>

      <section className="get-help__block" aria-labelledby="get-help-other">
        <h2 id="get-help-other">{t('getHelp.other')}</h2>
        <ul className="get-help__lines">
          {foodHelp.otherHelp.map((line) => (
            <li key={line.name}>
              <strong lang={langOf(line, 'name')}>{line.name}</strong>
              <span lang={langOf(line, 'what')}>{line.what}</span>
              <a href={telHref(line.phone)}>{t('getHelp.call', { phone: line.phone })}</a>
            </li>
          ))}
          <li>
            <strong>{organisation.name}</strong>
            <span>{t('getHelp.sundayQuestions')}</span>
            <a href={telHref(organisation.phone)}>
              {t('getHelp.call', { phone: organisation.phone })}
            </a>
          </li>
        </ul>
      </section>

      <section className="get-help__block get-help__correction" aria-labelledby="get-help-wrong">
        <h2 id="get-help-wrong">{t('getHelp.wrong')}</h2>
        <p>
          {t('getHelp.wrongText')}{' '}
          <Link to="/contact" search={{ subject: correctionSubject }}>
            {t('getHelp.tellUs')}
          </Link>
        </p>
      </section>

      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, "<" escaped
        dangerouslySetInnerHTML={{ __html: getHelpJsonLd() }}
      />

      <figure className="get-help__qr">
        <ContentImg
          image={{ src: GET_HELP_QR_SRC, alt: `QR code for ${url}`, width: 132, height: 132 }}
        />
        <figcaption>{`Scan for the latest times, or visit ${url}`}</figcaption>
      </figure>
    </div>
  )
}
