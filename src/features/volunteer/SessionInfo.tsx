import { formatAddress } from 'virtual:content/organisation'
import { type ReactElement, useEffect, useState } from 'react'
import { byLocale as volunteerByLocale } from '../../content/localized/volunteer'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { placeMapsHref } from '../../lib/maps-link'
import { PinIcon } from '../../ui/icons'

const mapsHref = (userAgent: string) =>
  placeMapsHref(formatAddress(), localized(volunteerByLocale).volunteerSession.location, userAgent)

/** What a Sunday session is, at a glance: when, where (with a maps link), how long. */
export function SessionGlance(): ReactElement {
  const { volunteerSession } = localized(volunteerByLocale)
  // The web link in the prerendered HTML, a geo: URI once an Android phone is seen.
  const [href, setHref] = useState(() => mapsHref(''))
  useEffect(() => setHref(mapsHref(navigator.userAgent)), [])
  return (
    <section className="volunteer__glance" aria-labelledby="volunteer-glance">
      <h2 id="volunteer-glance">{t('volunteer.glance')}</h2>
      <dl className="volunteer__facts">
        <div>
          <dt>{t('volunteer.when')}</dt>
          <dd>{volunteerSession.ruleText}</dd>
        </div>
        <div>
          <dt>{t('volunteer.where')}</dt>
          <dd>
            <p className="volunteer__address">{formatAddress()}</p>
            <p>{volunteerSession.placeText}</p>
            <a className="volunteer__maps" href={href} data-testid="volunteer-maps-link">
              <PinIcon />
              {t('volunteer.openInMaps')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('volunteer.howLong')}</dt>
          <dd>{volunteerSession.duration}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The rest of what a volunteer asks: what to wear and bring, ages, getting in and around. */
export function SessionDetails(): ReactElement {
  const { volunteerSession } = localized(volunteerByLocale)
  return (
    <section className="volunteer__details" aria-labelledby="volunteer-details">
      <h2 id="volunteer-details">{t('volunteer.beforeYouCome')}</h2>
      <div className="volunteer__columns">
        <FactList id="volunteer-wear" title={t('volunteer.wear')} lines={volunteerSession.wear} />
        <FactList
          id="volunteer-bring"
          title={t('volunteer.bring')}
          lines={volunteerSession.bring}
        />
        <FactList
          id="volunteer-ages"
          title={t('volunteer.ages')}
          lines={volunteerSession.ageRules}
        />
        <FactList
          id="volunteer-access"
          title={t('volunteer.access')}
          lines={volunteerSession.accessibility}
        />
      </div>
    </section>
  )
}

function FactList({
  id,
  title,
  lines,
}: {
  id: string
  title: string
  lines: readonly string[]
}): ReactElement {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
