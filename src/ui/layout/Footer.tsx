import {
  formatAddress,
  byLocale as organisationByLocale,
  telHref,
} from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { footerColumns } from '../../content/navigation'
import { langOf } from '../../content-modules/english-only'
import { buildYear } from '../../lib/build-year'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { MailIcon, PhoneIcon, PinIcon } from '../icons'
import { BackToTop } from './BackToTop'

export function Footer(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  const firstSocial = organisation.social[0]
  // Text with values in it is one template string: React then writes one text node, not parts
  // joined by <!-- --> markers, into every prerendered page.
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {organisation.name}
          </h2>
          <p lang={langOf(organisation, 'tagline')}>{organisation.tagline}</p>
          <p>{t('layout.footer.meetings', { meetingTime: organisation.meetingTime })}</p>
          {firstSocial ? (
            <a href={firstSocial.url} target="_blank" rel="noopener noreferrer">
              {t('layout.footer.follow', { network: firstSocial.network })}
              <span className="visually-hidden">{t('layout.footer.newTab')}</span>
            </a>
          ) : null}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('nav.contact')}
          </h2>
          <ul className="site-footer__contact">
            <li>
              <PinIcon />
              <span>{formatAddress()}</span>
            </li>
            <li>
              <PhoneIcon />
              <a href={telHref(organisation.phone)}>{organisation.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
            </li>
          </ul>
        </section>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="site-footer__title">
              {t(column.title)}
            </h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('layout.footer.rights', { year: buildYear, name: organisation.name })}</p>
          <p>{t('layout.footer.taxId', { taxId: organisation.taxId })}</p>
          <BackToTop />
        </div>
      </div>
    </footer>
  )
}
