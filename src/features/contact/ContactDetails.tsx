import {
  formatAddress,
  byLocale as organisationByLocale,
  telHref,
} from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { MailIcon, PhoneIcon, PinIcon } from '../../ui/icons'
import './contact.css'

/** Address, e-mail and phone, from the organisation module. */
export function ContactDetails(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  return (
    <section className="section contact-details" aria-labelledby="contact-details-title">
      <div className="container">
        <h2 id="contact-details-title" className="visually-hidden">
          {t('contact.details.title')}
        </h2>
        <ul className="contact-details__list">
          <li className="contact-detail">
            <span className="icon-disc">
              <PinIcon />
            </span>
            <h3>{t('contact.details.address')}</h3>
            <p>{formatAddress()}</p>
          </li>
          <li className="contact-detail">
            <span className="icon-disc">
              <MailIcon />
            </span>
            <h3>{t('contact.details.email')}</h3>
            <p>
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
            </p>
          </li>
          <li className="contact-detail">
            <span className="icon-disc">
              <PhoneIcon />
            </span>
            <h3>{t('contact.phone')}</h3>
            <p>
              <a href={telHref(organisation.phone)}>{organisation.phone}</a>
            </p>
          </li>
        </ul>
        <p className="contact-details__meet">
          {t('contact.details.comeBy', { meetingTime: organisation.meetingTime })}
        </p>
      </div>
    </section>
  )
}
