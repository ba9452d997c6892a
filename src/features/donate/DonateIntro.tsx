import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import './donate.css'

/** The opening of /donate: why to give, in one short paragraph so the form is in the first screen. */
export function DonateIntro(): ReactElement {
  return (
    <div className="donate-intro">
      <p className="donate-intro__lead">
        Every dollar keeps rescued food moving: fuel for the pickup van, power for the fridges and
        the staples that never turn up as surplus. About $35 fills an emergency box for a family.
      </p>
    </div>
  )
}

/** The nonprofit tax status, under the form; the EIN never breaks across lines. */
export function DonateTaxNote(): ReactElement {
  return (
    <p className="donate-tax">
      {`${organisation.taxStatus} Tax ID: `}
      <span className="donate-tax__id">{organisation.taxId}</span>
      {'. Donations are tax-deductible to the extent allowed by law.'}
    </p>
  )
}
