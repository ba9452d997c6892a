import { array, type InferType, number, object, string } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import { fundedPercent } from '../../src/content/progress.ts'
import type { Campaign, Cause } from '../../src/content-modules/types.ts'
import { IMAGE, type ImageResolver } from './content-images.ts'
import { image, localeString, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const CAUSES_QUERY = `*[_type == "cause"] | order(order asc){
  _id, "slug": slug.current, title, category, "image": image${IMAGE}, goal, raised, authorName,
  summary, body
}`

export const CAMPAIGNS_QUERY = `*[_type == "campaign"] | order(order asc){
  _id, title, description, goal, raised, "image": image${IMAGE}
}`

const dollars = () => number().min(0, 'must be 0 or more').required('is missing')
const cents = (amount: number) => Math.round(amount * 100)

export const causeDocument = object({
  _id: text(),
  slug: text().matches(/^[\w-]+$/, 'may hold only letters, digits and dashes'),
  title: localeString(),
  category: localeString(),
  image,
  goal: dollars(),
  raised: dollars(),
  authorName: text(),
  summary: localeString(),
  body: object({
    en: array(string().required()).required('is missing').min(1, 'is empty'),
    es: array(string().required()).nullable().optional(),
  }).required('is missing'),
})

export const campaignDocument = object({
  _id: text(),
  title: localeString(),
  description: localeString(),
  goal: dollars(),
  raised: dollars(),
  image,
})

type ImageDocument = InferType<typeof image>

/** Each document's picture, as a file of the build, in the documents' order. */
function resolveImages(
  images: ImageResolver,
  type: string,
  documents: readonly { _id: string; image: ImageDocument }[],
) {
  return Promise.all(
    documents.map((document) =>
      images.resolve(document.image, imageSizes.card, `${type} "${document._id}" image`),
    ),
  )
}

/** The causes, in their listed order, in both languages; the bar's percentage is computed. */
export async function loadCauses(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, Cause[]>> {
  const documents = validateDocuments(
    'cause',
    causeDocument,
    await queryContent(source, CAUSES_QUERY),
  )
  const files = await resolveImages(images, 'cause', documents)
  return both((language) =>
    documents.map((cause, index) =>
      localize(language, (l) => ({
        id: cause._id,
        slug: cause.slug,
        title: l.text(cause.title, 'title'),
        category: l.text(cause.category, 'category'),
        image: localize(language, (i) => ({
          ...(files[index] as (typeof files)[number]),
          alt: i.text(cause.image.alt, 'alt'),
        })),
        progress: fundedPercent(cents(cause.raised), cents(cause.goal)),
        goalCents: cents(cause.goal),
        raisedCents: cents(cause.raised),
        authorName: cause.authorName,
        summary: l.text(cause.summary, 'summary'),
        body: l.lines(cause.body, 'body'),
      })),
    ),
  )
}

/** The featured campaigns, in their listed order, in both languages. */
export async function loadCampaigns(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, Campaign[]>> {
  const documents = validateDocuments(
    'campaign',
    campaignDocument,
    await queryContent(source, CAMPAIGNS_QUERY),
  )
  const files = await resolveImages(images, 'campaign', documents)
  return both((language) =>
    documents.map((campaign, index) =>
      localize(language, (l) => ({
        id: campaign._id,
        title: l.text(campaign.title, 'title'),
        description: l.text(campaign.description, 'description'),
        goalCents: cents(campaign.goal),
        raisedCents: cents(campaign.raised),
        progress: fundedPercent(cents(campaign.raised), cents(campaign.goal)),
        image: localize(language, (i) => ({
          ...(files[index] as (typeof files)[number]),
          alt: i.text(campaign.image.alt, 'alt'),
        })),
      })),
    ),
  )
}
