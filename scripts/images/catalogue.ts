import type { ContentImage } from '../../src/content/image.ts'
import { contentSource } from '../content/query-content.ts'
import { loadSiteContent } from '../content/site-content.ts'
import type { Motif } from './motifs.ts'
import { COOL_SKY, P } from './palette.ts'
import { type PartnerIcon, partnerLogo } from './partners.ts'
import { type PortraitOptions, portrait } from './portraits.ts'
import { type ProductArt, productImage } from './products.ts'
import { promo, SPANISH_LETTERING } from './promo.ts'
import { type SceneOptions, scene } from './scene.ts'

// The artwork is the sample dataset's: its names and alt texts come from there.
const site = (await loadSiteContent(contentSource(null))).content
const events = site.events.en
const team = site.team.en
const partners = site.partners.en
const photoGrid = site.photoGrid.en
const causes = site.causes.en
const campaigns = site.campaigns.en
const { promoImage } = site.promo.en
const spanishPromoImage = site.promo.es.promoImage
const { heroSlides } = site.heroSlides.en
const products = site.products.en
const productReviews = site.productReviews.en
const posts = site.blog.en.posts

/**
 * Which picture to draw for each image of the content modules (src/content). The content owns
 * every image's file, size and alt text; this file only says what is drawn, keyed by the content
 * item's slug or id. An SVG's <title> is its content's alt text and its size the content's size.
 *
 * A picture's randomness is seeded by a name (random.ts). The seeds below are the names each
 * picture was first drawn with, so regenerating keeps every picture as it is.
 */

/** One file to write: the content's image and its SVG. */
export interface ImageJob {
  image: ContentImage
  svg: string
}

interface SceneArt extends SceneOptions {
  motif: Motif
}

/** "/images/causes/sustainable-food.svg" -> "sustainable-food". */
const stem = (image: ContentImage) => image.src.replace(/^.*\//, '').replace(/\.svg$/, '')

/** The art for `key`; a content item without art (or art without content) is an error. */
function artFor<A>(kind: string, table: Readonly<Record<string, A>>, key: string): A {
  const art = table[key]
  if (art === undefined)
    throw new Error(`${kind} "${key}" has no picture in scripts/images/catalogue.ts`)
  return art
}

function checkNoStaleArt(kind: string, table: object, keys: readonly string[]): void {
  const stale = Object.keys(table).filter((key) => !keys.includes(key))
  if (stale.length > 0) throw new Error(`${kind} pictures without content: ${stale.join(', ')}`)
}

function sceneJob(image: ContentImage, seed: string, art: SceneArt, extra: SceneOptions = {}) {
  const { motif, ...options } = art
  return {
    image,
    svg: scene(image.width, image.height, seed, image.alt, motif, { ...options, ...extra }),
  }
}

const causeArt: Record<string, SceneArt> = {
  'Sustainable-Food': { motif: 'bowl', sides: ['crate'] },
  'Urban-Food-Gardens': { motif: 'garden' },
  'Nutrition-Education': { motif: 'books', sides: ['apples'] },
  'Emergency-Food-Assistance': { motif: 'box', sides: ['bread'] },
  'Zero-Waste-Food': { motif: 'compost', sides: ['garden'] },
  'Policy-Change-Food-Insecurity': { motif: 'hall' },
}

const campaignArt: Record<string, SceneArt & { seed: string }> = {
  'campaign-holiday-lunch-packs': { seed: 'campaign-children', motif: 'child', sides: ['books'] },
  'campaign-keep-the-fridges-cold': {
    seed: 'campaign-fridges',
    motif: 'fridge',
    sides: ['crate'],
  },
}

const eventArt: Record<string, SceneArt> = {
  'Help-The-Poor': { motif: 'hands', sides: ['box'] },
  'Help-Children': { motif: 'child' },
  'Provideing-Education': { motif: 'books' },
  'Birds-From-Hunting': { motif: 'birds' },
  'Sunday-Packing-Session': { motif: 'people' },
  'Community-Fridge-Launch': { motif: 'fridge', sides: ['crate'] },
  'Harvest-Gleaning-Day': { motif: 'crate', sides: ['garden'] },
  'Winter-Food-Drive': { motif: 'winter', bg: COOL_SKY },
}

const postArt: Record<string, SceneArt> = {
  'What-A-Sunday-Packing-Session-Looks-Like': { motif: 'people', sides: ['box'] },
  'Our-First-Community-Fridge-Turns-One': { motif: 'fridge', sides: ['bread'] },
  'Why-We-Never-Turn-Away-Day-Old-Bread': { motif: 'bread', sides: ['crate'] },
  'Lunchboxes-For-The-School-Holidays': { motif: 'child', sides: ['apples'] },
  'A-Year-Of-Gleaning': { motif: 'crate', sides: ['garden'] },
  'Mutual-Aid-Is-Not-A-Hand-Out': { motif: 'hands', sides: ['people'] },
  'When-The-Cupboard-Is-Bare': { motif: 'box', sides: ['bread'] },
  'How-We-Fund-The-Collective': { motif: 'apples', sides: ['box'] },
  'Cooking-With-Kids-From-The-Crate': { motif: 'bowl', sides: ['books'] },
}

const heroArt: Record<string, SceneArt> = {
  'hero-slide-rescued-food-table': { motif: 'people', sides: ['crate', 'bread'] },
  'hero-slide-community-fridge': { motif: 'fridge', sides: ['crate', 'bread'] },
  'hero-slide-growing-together': { motif: 'garden', sides: ['crate', 'compost'] },
}

const gridArt: Record<string, Motif> = {
  'tile-1': 'crate',
  'tile-2': 'bread',
  'tile-3': 'hands',
  'tile-4': 'fridge',
  'tile-5': 'garden',
  'tile-6': 'box',
  'tile-7': 'bowl',
  'tile-8': 'apples',
  'tile-9': 'people',
}

const productArt: Record<string, ProductArt> = {
  'Rescued-Recipes-Cookbook': { motif: 'book', color: P.leaf, label: 'Rescued Recipes' },
  'Sunday-Soup-Cookbook': { motif: 'book', color: P.tomato, label: 'Sunday Soup' },
  'Canvas-Market-Tote': { motif: 'tote', color: P.green },
  'Mesh-Produce-Bags': { motif: 'tote', color: P.leaf, mesh: true },
  'Volunteer-Kitchen-Apron': { motif: 'apron', color: P.orange },
  'Enamel-Tea-Mug': { motif: 'mug', color: P.navy },
  'Stoneware-Coffee-Mug': { motif: 'mug', color: P.tomato },
  'Heirloom-Tomato-Seeds': { motif: 'packet', color: P.tomato, label: 'Tomato' },
  'Pollinator-Wildflower-Seeds': { motif: 'packet', color: P.mustard, label: 'Wildflower' },
  'Community-Herb-Seeds': { motif: 'packet', color: P.leaf, label: 'Herbs' },
  'Windfall-Apple-Chutney': { motif: 'jar', color: '#b8652f', label: 'Chutney' },
  'Hedgerow-Jam': { motif: 'jar', color: '#8a2a3a', label: 'Jam' },
  'Beeswax-Food-Wraps': { motif: 'cloth', color: P.mustard },
  'Striped-Tea-Towel': { motif: 'cloth', color: P.navy },
  'Organic-Cotton-T-Shirt': { motif: 'tshirt', color: P.green },
  'Reusable-Water-Bottle': { motif: 'bottle', color: '#5b7fa6' },
  'Bamboo-Lunch-Box': { motif: 'lunchbox', color: P.leaf },
  'Olive-Wood-Spoon': { motif: 'spoon', color: P.woodDark },
  'Seasonal-Eating-Calendar': { motif: 'calendar', color: P.orange, label: 'Seasons' },
  'Kitchen-Notebook': { motif: 'book', color: P.navy, label: 'Notes' },
}

const teamArt: Record<string, PortraitOptions> = {
  'Maya-Thompson': { style: 3, glasses: true, shirt: P.green },
  'Tom-Henley': { style: 0, beard: true, apron: true },
  'Priya-Raman': { style: 2, shirt: P.orange },
  'Jonah-Weiss': { style: 0, glasses: true, apron: true },
  'Rosa-Delgado': { style: 1, shirt: P.tomato },
  'Samuel-Mensah': { style: 4, shirt: P.navy, apron: true },
}

const avatarArt: Record<string, PortraitOptions & { seed: string }> = {
  'review-1': { seed: 'avatar-hannah', small: true, style: 2 },
  'review-2': { seed: 'avatar-marcus', small: true, style: 0, glasses: true },
}

// Keyed by the logo's file name: partners have no slug.
const partnerArt: Record<string, { icon: PartnerIcon; color: string }> = {
  'riverside-grocers': { icon: 'leaf', color: P.leaf },
  'oakwood-bakery': { icon: 'loaf', color: '#b8652f' },
  'clearwater-trust': { icon: 'drop', color: '#3f7fb0' },
  'commons-kitchen': { icon: 'heart', color: P.tomato },
  'fieldfare-farms': { icon: 'wheat', color: '#b98a1e' },
}

/** Builds every picture the content modules use, in a stable order. */
export function imageJobs(): ImageJob[] {
  checkNoStaleArt(
    'Cause',
    causeArt,
    causes.map((c) => c.slug),
  )
  checkNoStaleArt(
    'Campaign',
    campaignArt,
    campaigns.map((c) => c.id),
  )
  checkNoStaleArt(
    'Event',
    eventArt,
    events.map((e) => e.slug),
  )
  checkNoStaleArt(
    'Post',
    postArt,
    posts.map((p) => p.slug),
  )
  checkNoStaleArt(
    'Hero slide',
    heroArt,
    heroSlides.map((h) => h.id),
  )
  checkNoStaleArt(
    'Photo tile',
    gridArt,
    photoGrid.map((t) => t.id),
  )
  checkNoStaleArt(
    'Product',
    productArt,
    products.map((p) => p.slug),
  )
  checkNoStaleArt(
    'Team member',
    teamArt,
    team.map((m) => m.slug),
  )
  checkNoStaleArt(
    'Review',
    avatarArt,
    productReviews.map((r) => r.id),
  )
  checkNoStaleArt(
    'Partner',
    partnerArt,
    partners.map((p) => stem(p.image)),
  )

  return [
    ...causes.map((c) => sceneJob(c.image, `cause-${c.slug}`, artFor('Cause', causeArt, c.slug))),
    ...campaigns.map((c) => {
      const { seed, ...art } = artFor('Campaign', campaignArt, c.id)
      return sceneJob(c.image, seed, art)
    }),
    ...events.map((e) => sceneJob(e.image, `event-${e.slug}`, artFor('Event', eventArt, e.slug))),
    ...posts.flatMap((p) => {
      const art = artFor('Post', postArt, p.slug)
      return [
        sceneJob(p.image, `post-${p.slug}`, art),
        sceneJob(p.wideImage, `post-wide-${p.slug}`, art, { leaves: 8, mainScale: 0.6 }),
      ]
    }),
    ...heroSlides.map((h) =>
      sceneJob(h.image, `hero-${stem(h.image)}`, artFor('Hero slide', heroArt, h.id), {
        leaves: 6,
        mainScale: 0.55,
      }),
    ),
    ...photoGrid.map((t, i) =>
      sceneJob(
        t.image,
        `grid-${i}`,
        { motif: artFor('Photo tile', gridArt, t.id) },
        { leaves: 3, mainScale: 0.7 },
      ),
    ),
    ...products.map((p) => ({
      image: p.image,
      svg: productImage(
        `product-${stem(p.image)}`,
        p.image.alt,
        artFor('Product', productArt, p.slug),
      ),
    })),
    ...team.map((m) => ({
      image: m.image,
      svg: portrait(
        m.image.width,
        m.image.height,
        `team-${stem(m.image)}`,
        m.image.alt,
        artFor('Team member', teamArt, m.slug),
      ),
    })),
    ...productReviews.map((r) => {
      const { seed, ...options } = artFor('Review', avatarArt, r.id)
      return {
        image: r.avatar,
        svg: portrait(r.avatar.width, r.avatar.height, seed, r.avatar.alt, options),
      }
    }),
    ...partners.map((p) => {
      // The logo sets the partner's name as a large first word over the rest in small capitals.
      const [line1 = '', ...rest] = p.name.split(' ')
      const art = artFor('Partner', partnerArt, stem(p.image))
      return {
        image: p.image,
        svg: partnerLogo(p.image.alt, { ...art, line1, line2: rest.join(' ').toUpperCase() }),
      }
    }),
    { image: promoImage, svg: promo(promoImage.alt) },
    { image: spanishPromoImage, svg: promo(spanishPromoImage.alt, SPANISH_LETTERING) },
  ]
}
