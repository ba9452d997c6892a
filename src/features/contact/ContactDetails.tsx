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
  const details = [
    { icon: <PinIcon />, title: t('contact.details.address'), body: formatAddress() },
    {
      icon: <MailIcon />,
      title: t('contact.details.email'),
      body: <a href={`mailto:${organisation.email}`}>{organisation.email}</a>,
    },
    {
      icon: <PhoneIcon />,
      title: t('contact.phone'),
      body: <a href={telHref(organisation.phone)}>{organisation.phone}</a>,
    },
  ]
  return (
    <section className="section contact-details" aria-labelledby="contact-details-title">
      <div className="container">
        <h2 id="contact-details-title" className="visually-hidden">
          {t('contact.details.title')}
        </h2>
        <ul className="contact-details__list">
          {details.map(({ icon, title, body }) => (
            <li key={title} className="contact-detail">
              <span className="contact-detail__icon">{icon}</span>
              <h3>{title}</h3>
              <p>{body}</p>
            </li>
          ))}
        </ul>
        <p className="contact-details__meet">
          {t('contact.details.comeBy', { meetingTime: organisation.meetingTime })}
        </p>
      </div>
    </section>
  )
}
