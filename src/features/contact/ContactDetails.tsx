import type { ReactElement } from 'react'
import { formatAddress, organisation, telHref } from '../../content/organisation'
import { MailIcon, PhoneIcon, PinIcon } from '../../ui/icons'
import './contact.css'

/** Address, e-mail and phone, from the organisation module. */
export function ContactDetails(): ReactElement {
  return (
    <section className="section contact-details" aria-labelledby="contact-details-title">
      <div className="container">
        <h2 id="contact-details-title" className="visually-hidden">
          How to reach us
        </h2>
        <ul className="contact-details__list">
          <li className="contact-detail">
            <span className="contact-detail__icon">
              <PinIcon />
            </span>
            <h3>Address</h3>
            <p>{formatAddress()}</p>
          </li>
          <li className="contact-detail">
            <span className="contact-detail__icon">
              <MailIcon />
            </span>
            <h3>E-mail</h3>
            <p>
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
            </p>
          </li>
          <li className="contact-detail">
            <span className="contact-detail__icon">
              <PhoneIcon />
            </span>
            <h3>Phone</h3>
            <p>
              <a href={telHref(organisation.phone)}>{organisation.phone}</a>
            </p>
          </li>
        </ul>
        <p className="contact-details__meet">
          Or simply come by: volunteers meet {organisation.meetingTime}.
        </p>
      </div>
    </section>
  )
}
