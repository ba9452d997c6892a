import { formatAddress } from 'virtual:content/organisation'
import { byLocale as volunteerByLocale } from 'virtual:content/volunteer'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { VolunteerSession } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { usePlaceMapsHref } from '../../lib/maps-link'
import { PinIcon } from '../../ui/icons'

/** What a Sunday session is, at a glance: when, where (with a maps link), how long. */
export function SessionGlance(): ReactElement {
  const { volunteerSession } = localized(volunteerByLocale)
  const href = usePlaceMapsHref(formatAddress(), volunteerSession.location)
  return (
    <section className="glance" aria-labelledby="volunteer-glance">
      <h2 id="volunteer-glance">{t('volunteer.glance')}</h2>
      <dl className="fact-list">
        <div>
          <dt>{t('getHelp.when')}</dt>
          <dd lang={langOf(volunteerSession, 'ruleText')}>{volunteerSession.ruleText}</dd>
        </div>
        <div>
          <dt>{t('getHelp.where')}</dt>
          <dd>
            <p className="volunteer__address">{formatAddress()}</p>
            <p lang={langOf(volunteerSession, 'placeText')}>{volunteerSession.placeText}</p>
            <a className="maps-link" href={href} data-testid="volunteer-maps-link">
              <PinIcon />
              {t('volunteer.openInMaps')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('volunteer.howLong')}</dt>
          <dd lang={langOf(volunteerSession, 'duration')}>{volunteerSession.duration}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The rest of what a volunteer asks: what to wear and bring, ages, getting in and around. */
export function SessionDetails(): ReactElement {
  return (
    <section className="volunteer__details" aria-labelledby="volunteer-details">
      <h2 id="volunteer-details">{t('volunteer.beforeYouCome')}</h2>
      <div className="volunteer__columns">
        <FactList id="volunteer-wear" title={t('volunteer.wear')} field="wear" />
        <FactList id="volunteer-bring" title={t('volunteer.bring')} field="bring" />
        <FactList id="volunteer-ages" title={t('volunteer.ages')} field="ageRules" />
        <FactList id="volunteer-access" title={t('volunteer.access')} field="accessibility" />
      </div>
    </section>
  )
}

function FactList({
  id,
  title,
  field,
}: {
  id: string
  title: string
  field: 'wear' | 'bring' | 'ageRules' | 'accessibility'
}): ReactElement {
  const { volunteerSession } = localized(volunteerByLocale)
  const lines: readonly string[] = volunteerSession[field]
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul lang={langOf<VolunteerSession>(volunteerSession, field)}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
