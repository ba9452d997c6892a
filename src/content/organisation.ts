/** The collective's own facts. Every page reads them from here, so a change is made once. */
export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'Pinterest'
  url: string
}

export const organisation = {
  name: 'Harvest Share Collective',
  shortName: 'Harvest Share',
  tagline: 'Rescuing good food and sharing it with neighbours.',
  description:
    'A community food collective that rescues surplus food and donates it to neighbours in need. Volunteers pack boxes every Sunday at 3pm.',
  address: {
    street: '214 Orchard Lane',
    locality: 'Riverside',
    region: 'CA',
    postalCode: '92501',
    country: 'US',
  },
  phone: '+1 (951) 555-0147',
  email: 'hello@harvestshare.org',
  taxStatus: 'Harvest Share Collective is a registered 501(c)(3) nonprofit organisation.',
  taxId: 'EIN 88-1234567',
  meetingTime: 'every Sunday at 3pm',
  foundedYear: 2019,
  /** Regular volunteers, counted at the start of the year. */
  volunteers: 25,
  /** Households that receive a box on an ordinary Sunday. */
  householdsEachSunday: 200,
  founder: 'Maya Thompson',
  /**
   * How food and money translate into meals, shown on /impact ("about N meals") and /donate
   * ("about N meals" beside an amount). Both pages name the source, so change the source with
   * the number.
   */
  meals: {
    poundsPerMeal: 1.2,
    mealsPerDollar: 10,
    source: 'Feeding America',
    sourceUrl: 'https://www.feedingamerica.org/about-us/financials',
  },
  /** Only networks with a URL are shown; leave one out rather than linking to nothing. */
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/harvestsharecollective' },
    { network: 'Instagram', url: 'https://www.instagram.com/harvestsharecollective' },
  ] satisfies SocialLink[],
  /** Fallback donation link shown under the embedded form, in Spanish as the original site has it. */
  spanishDonateUrl: 'https://www.harvestshare.org/dona',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=-117.40%2C33.96%2C-117.36%2C33.99&layer=mapnik',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=33.975&mlon=-117.38#map=15/33.975/-117.38',
} as const

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function formatAddress(): string {
  const a = organisation.address
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`
}
