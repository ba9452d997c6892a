import { contactFormat } from './content-modules.ts'
import { loader, singleIn } from './loader.ts'
import type { Localized } from './localize.ts'

interface OrganisationDocument {
  _id: string
  name: string
  shortName: string
  tagline: Localized
  description: Localized
  address: { street: string; locality: string; region: string; postalCode: string; country: string }
  phone: string
  email: string
  taxStatus: Localized
  taxId: string
  meetingTime: Localized
  foundedYear: number
  /** Regular volunteers, counted at the start of the year. */
  volunteers: number
  /** Households that receive a box on an ordinary Sunday. */
  householdsEachSunday: number
  founder: string
  /** How food and money translate into meals; pages that show a figure name the source. */
  meals: { poundsPerMeal: number; mealsPerDollar: number; source: string; sourceUrl: string }
  social:
    | { network: 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'Pinterest'; url: string }[]
    | null
  spanishDonateUrl: string
  mapEmbedUrl: string
  mapLinkUrl: string
}

/** The collective's own facts, for the header, footer, contact and donation pages. */
export const organisation = loader({
  types: ['organisation'],
  modules: { name: 'organisation', export: 'organisation', extra: contactFormat },
  query: `*[_type == "organisation"]{
  _id, name, shortName, tagline, description, phone, email, taxStatus, taxId,
  meetingTime, foundedYear, volunteers, householdsEachSunday, founder,
  "address": address{ street, locality, region, postalCode, country },
  "meals": meals{ poundsPerMeal, mealsPerDollar, source, sourceUrl },
  "social": social[]{ network, url }, spanishDonateUrl, mapEmbedUrl, mapLinkUrl
}`,
  shape: singleIn(
    'organisation',
    (
      { _id, tagline, description, taxStatus, meetingTime, social, ...facts }: OrganisationDocument,
      l,
    ) => ({
      ...facts,
      tagline: l.text(tagline, 'tagline'),
      description: l.text(description, 'description'),
      taxStatus: l.text(taxStatus, 'taxStatus'),
      meetingTime: l.text(meetingTime, 'meetingTime'),
      social: social ?? [],
    }),
  ),
})
