import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import './donate.css'

/** The opening of /donate: why to give, and the nonprofit tax status. */
export function DonateIntro(): ReactElement {
  return (
    <div className="donate-intro">
      <p className="donate-intro__lead">
        Every dollar keeps rescued food moving: fuel for the pickup van, power for the fridges and
        the staples that never turn up as surplus. About $35 fills an emergency box for a family.
      </p>
      <p className="donate-intro__tax">
        {organisation.taxStatus} Tax ID: {organisation.taxId}. Donations are tax-deductible to the
        extent allowed by law.
      </p>
    </div>
  )
}
