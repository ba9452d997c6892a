import type { ReactElement } from 'react'
import './donate.css'
import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'

/** The opening of /donate: why to give, in one short paragraph so the form is in the first screen. */
export function DonateIntro(): ReactElement {
  return (
    <div className="section-heading donate-intro">
      <p className="donate-intro__lead">{t('donate.intro')}</p>
    </div>
  )
}

/** The nonprofit tax status, under the form; the EIN never breaks across lines. */
export function DonateTaxNote(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  return (
    <p className="donate-tax">
      {t('donate.taxId', { status: organisation.taxStatus })}
      <span className="donate-tax__id">{organisation.taxId}</span>
      {t('donate.taxDeductible')}
    </p>
  )
}
