import { foodHelp } from 'virtual:content/food-help'
import { formatAddress } from 'virtual:content/organisation'
import { describe, expect, it } from 'vitest'
import { placeMapsHref } from '../../lib/maps-link'
import { getHelpDescription } from './get-help-description'
import { getHelpJsonLd } from './get-help-json-ld'
import { shareText, smsHref } from './share-text'

describe('share text', () => {
  it('says when, where and that no ID is needed', () => {
    expect(shareText()).toBe(
      'Free food every Sunday, 3pm to 5pm, at 214 Orchard Lane, Riverside, CA 92501. No ID needed.',
    )
  })

  it('goes into an sms: link with no recipient, text and address encoded', () => {
    const href = smsHref('Free food & more', 'https://example.org/get-help')
    expect(href).toBe('sms:?&body=Free%20food%20%26%20more%20https%3A%2F%2Fexample.org%2Fget-help')
  })
})

// The food-help door's link, as MapsLink writes it.
const mapsHref = (userAgent: string) => placeMapsHref(formatAddress(), foodHelp.location, userAgent)

describe('maps link', () => {
  it('is a geo: URI with the address on Android', () => {
    expect(mapsHref('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(
      'geo:33.975,-117.38?q=214%20Orchard%20Lane%2C%20Riverside%2C%20CA%2092501',
    )
  })

  it('is the universal maps URL elsewhere', () => {
    expect(mapsHref('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'https://www.google.com/maps/search/?api=1&query=214%20Orchard%20Lane%2C%20Riverside%2C%20CA%2092501',
    )
  })
})

describe('structured data', () => {
  it('describes the distribution point with its weekly hours', () => {
    const data = JSON.parse(getHelpJsonLd())
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      isAccessibleForFree: true,
      address: { streetAddress: '214 Orchard Lane', postalCode: '92501' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '15:00',
          closes: '17:00',
        },
      ],
    })
    expect(data.url).toMatch(/\/get-help$/)
    expect(getHelpJsonLd()).not.toContain('<')
  })

  it('gives search results a plain description', () => {
    expect(getHelpDescription()).toBe(
      'Free food every Sunday, 3pm to 5pm, at 214 Orchard Lane, Riverside, CA 92501. No ID or proof of income needed.',
    )
  })
})
