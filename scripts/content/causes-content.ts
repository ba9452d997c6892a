import { imageSizes } from '../../src/content/image.ts'
import { fundedPercent } from '../../src/content/progress.ts'
import { dollarsToCents } from '../../src/lib/donation-rules.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, withPictures } from './loader.ts'
import type { Localized, LocalizedLines } from './localize.ts'

interface CauseDocument {
  _id: string
  slug: string
  title: Localized
  category: Localized
  image: ImageWithAlt
  goal: number
  raised: number
  authorName: string
  summary: Localized
  body: LocalizedLines
}

interface CampaignDocument {
  _id: string
  title: Localized
  description: Localized
  goal: number
  raised: number
  image: ImageWithAlt
}

/** The causes, in their listed order, in both languages; the bar's percentage is computed. */
export const causes = loader({
  types: ['cause'],
  modules: { name: 'causes', export: 'causes', finder: 'findCause' },
  query: `*[_type == "cause"] | order(order asc){
  _id, "slug": slug.current, title, category, "image": image${IMAGE}, goal, raised, authorName,
  summary, body
}`,
  shape: withPictures(
    { type: 'cause', field: 'image', size: imageSizes.card },
    (cause: CauseDocument, l, image) => ({
      id: cause._id,
      /** URL segment of /cause-single/{slug}; some are fixed by existing links. */
      slug: cause.slug,
      title: l.text(cause.title, 'title'),
      /** Category label shown on the card's picture. */
      category: l.text(cause.category, 'category'),
      image,
      /** Progress shown on the bar, in percent (0..100): raised / goal. */
      progress: fundedPercent(dollarsToCents(cause.raised), dollarsToCents(cause.goal)),
      goalCents: dollarsToCents(cause.goal),
      raisedCents: dollarsToCents(cause.raised),
      authorName: cause.authorName,
      summary: l.text(cause.summary, 'summary'),
      body: l.lines(cause.body, 'body'),
    }),
  ),
})

/** The featured campaigns, in their listed order, in both languages. */
export const campaigns = loader({
  types: ['campaign'],
  modules: { name: 'campaigns', export: 'campaigns' },
  query: `*[_type == "campaign"] | order(order asc){
  _id, title, description, goal, raised, "image": image${IMAGE}
}`,
  shape: withPictures(
    { type: 'campaign', field: 'image', size: imageSizes.card },
    (campaign: CampaignDocument, l, image) => ({
      id: campaign._id,
      title: l.text(campaign.title, 'title'),
      description: l.text(campaign.description, 'description'),
      goalCents: dollarsToCents(campaign.goal),
      raisedCents: dollarsToCents(campaign.raised),
      /** Progress shown on the bar, in percent (0..100): raised / goal. */
      progress: fundedPercent(dollarsToCents(campaign.raised), dollarsToCents(campaign.goal)),
      image,
    }),
  ),
})
