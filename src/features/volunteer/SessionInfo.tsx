import { type ReactElement, useEffect, useState } from 'react'
import { formatAddress } from '../../content/organisation'
import { volunteerSession } from '../../content/volunteer'
import { placeMapsHref } from '../../lib/maps-link'
import { PinIcon } from '../../ui/icons'

const mapsHref = (userAgent: string) =>
  placeMapsHref(formatAddress(), volunteerSession.location, userAgent)

/** What a Sunday session is, at a glance: when, where (with a maps link), how long. */
export function SessionGlance(): ReactElement {
  // The web link in the prerendered HTML, a geo: URI once an Android phone is seen.
  const [href, setHref] = useState(() => mapsHref(''))
  useEffect(() => setHref(mapsHref(navigator.userAgent)), [])
  return (
    <section className="volunteer__glance" aria-labelledby="volunteer-glance">
      <h2 id="volunteer-glance">Pack food boxes with us on Sunday</h2>
      <dl className="volunteer__facts">
        <div>
          <dt>When</dt>
          <dd>{volunteerSession.ruleText}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            <p className="volunteer__address">{formatAddress()}</p>
            <p>{volunteerSession.placeText}</p>
            <a className="volunteer__maps" href={href} data-testid="volunteer-maps-link">
              <PinIcon />
              Open in maps
            </a>
          </dd>
        </div>
        <div>
          <dt>How long</dt>
          <dd>{volunteerSession.duration}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The rest of what a volunteer asks: what to wear and bring, ages, getting in and around. */
export function SessionDetails(): ReactElement {
  return (
    <section className="volunteer__details" aria-labelledby="volunteer-details">
      <h2 id="volunteer-details">Before you come</h2>
      <div className="volunteer__columns">
        <FactList id="volunteer-wear" title="What to wear" lines={volunteerSession.wear} />
        <FactList id="volunteer-bring" title="What to bring" lines={volunteerSession.bring} />
        <FactList id="volunteer-ages" title="Ages" lines={volunteerSession.ageRules} />
        <FactList
          id="volunteer-access"
          title="Getting in and around"
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
