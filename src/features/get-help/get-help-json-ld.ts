import { foodHelp } from 'virtual:content/food-help'
import { organisation } from 'virtual:content/organisation'
import { GET_HELP_PATH } from '../../lib/get-help-page'
import { absoluteUrl, postalAddressJsonLd, siteUrl } from '../../lib/seo'
import { getHelpDescription } from './get-help-description'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number)
  const total = (hours * 60 + mins + minutes) % (24 * 60)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/**
 * schema.org data for search engines: the distribution point as a FoodEstablishment with its
 * weekly opening hours. Opening hours rather than an Event with a start date, because the page
 * is prerendered when the site is built: a dated Event would go stale (and read as past) a week
 * after each build, while the weekly hours stay true. It is written into the page's body by the
 * page component (not the route's head, which would put the content in every page's start-up
 * JavaScript); "<" is escaped so the text can never close its script element.
 */
export function getHelpJsonLd(): string {
  const { schedule } = foodHelp
  const day = DAY_NAMES[schedule.weekday] ?? 'Sunday'
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: `${organisation.name} free food distribution`,
    description: getHelpDescription(),
    url: absoluteUrl(GET_HELP_PATH),
    telephone: organisation.phone,
    isAccessibleForFree: true,
    priceRange: 'Free',
    address: postalAddressJsonLd(),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: foodHelp.location.latitude,
      longitude: foodHelp.location.longitude,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: schedule.time,
        closes: addMinutes(schedule.time, schedule.durationMinutes),
      },
    ],
    parentOrganization: { '@type': 'NGO', name: organisation.name, url: `${siteUrl}/` },
  }).replace(/</g, '\\u003c')
}
