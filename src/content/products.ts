import { type ContentImage, contentImage } from './image'

export interface Product {
  id: string
  slug: string
  title: string
  image: ContentImage
  priceCents: number
  /** Struck-through former price; always higher than priceCents. */
  oldPriceCents: number
  brand: string
  size: string
  /** Every product is in the one category "Book", as the template showed. */
  category: 'Book'
  /** Description tab paragraphs. */
  description: string[]
}

const WHERE_THE_MONEY_GOES =
  'Every dollar from the charity shop goes to the collective’s running costs: fuel for pickups, cold storage and the staples that rarely turn up as surplus. Orders are packed by volunteers on Sunday afternoons, alongside the food boxes.'

function product(
  index: number,
  slug: string,
  title: string,
  alt: string,
  priceCents: number,
  oldPriceCents: number,
  brand: string,
  size: string,
  about: string,
): Product {
  return {
    id: `product-${index}`,
    slug,
    title,
    image: contentImage(`products/${slug.toLowerCase()}.svg`, alt, 'product'),
    priceCents,
    oldPriceCents,
    brand,
    size,
    category: 'Book',
    description: [about, WHERE_THE_MONEY_GOES],
  }
}

/** The twenty charity-shop products, in gallery order (6 shown first, 6 more per Load More). */
export const products: readonly Product[] = [
  product(
    1,
    'Rescued-Recipes-Cookbook',
    'Rescued Recipes Cookbook',
    'Green cookbook titled Rescued Recipes',
    2499,
    2999,
    'Harvest Share',
    '96 pages, A5',
    'Forty recipes written with the families who cook from our Sunday boxes: soups, tray bakes and one-pot dinners built around whatever was rescued that week, each with swaps for what you have to hand.',
  ),
  product(
    2,
    'Sunday-Soup-Cookbook',
    'Sunday Soup Cookbook',
    'Red cookbook titled Sunday Soup',
    1999,
    2499,
    'Harvest Share',
    '64 pages, A5',
    'The soups our volunteers make from the soft vegetables of the week, from a bright carrot and ginger to a proper winter minestrone. Every recipe feeds six and freezes well.',
  ),
  product(
    3,
    'Canvas-Market-Tote',
    'Canvas Market Tote',
    'Green canvas tote bag printed with a heart',
    1499,
    1899,
    'Harvest Share',
    '38 x 42 cm',
    'A sturdy cotton canvas tote, big enough for a week of groceries, printed with our heart-and-leaf mark. Long handles fit comfortably over a winter coat.',
  ),
  product(
    4,
    'Mesh-Produce-Bags',
    'Mesh Produce Bags, set of 3',
    'Mesh produce bag holding greens and an apple',
    999,
    1299,
    'Harvest Share',
    'Set of 3',
    'Washable cotton mesh bags for loose fruit and vegetables. Light enough to leave the tare weight unchanged at the till, strong enough for a crate’s worth of oranges.',
  ),
  product(
    5,
    'Volunteer-Kitchen-Apron',
    'Volunteer Kitchen Apron',
    'Orange kitchen apron with a heart on the bib',
    2799,
    3499,
    'Harvest Share',
    'One size, adjustable',
    'The same apron our Sunday packers wear: heavy cotton twill, a deep front pocket and long ties that wrap to the front. It washes hot and gets better with age.',
  ),
  product(
    6,
    'Enamel-Tea-Mug',
    'Enamel Tea Mug',
    'Navy enamel mug with a leaf print',
    1299,
    1599,
    'Harvest Share',
    '12 oz',
    'A light, chip-resistant enamel mug for the thermos-and-tea crowd at gleaning days. Navy with a cream leaf, and a rim that stays cool.',
  ),
  product(
    7,
    'Stoneware-Coffee-Mug',
    'Stoneware Coffee Mug',
    'Red stoneware mug with a leaf print',
    1699,
    1999,
    'Commons Kitchen',
    '14 oz',
    'A heavy stoneware mug in tomato red, glazed by a local pottery studio that donates a share of every batch. Dishwasher and microwave safe.',
  ),
  product(
    8,
    'Heirloom-Tomato-Seeds',
    'Heirloom Tomato Seeds',
    'Seed packet for heirloom tomatoes',
    499,
    699,
    'Fieldfare Farms',
    'Packet of 30 seeds',
    'Seed saved from the best plants in our community gardens: a mix of cherry and beefsteak varieties that cope well with hot summers. Growing notes on the back.',
  ),
  product(
    9,
    'Pollinator-Wildflower-Seeds',
    'Pollinator Wildflower Seeds',
    'Seed packet for pollinator wildflowers',
    499,
    699,
    'Fieldfare Farms',
    'Packet for 2 sq m',
    'A native wildflower mix that brings bees and butterflies to vegetable beds and balconies. Sow in spring or autumn and water until it settles.',
  ),
  product(
    10,
    'Community-Herb-Seeds',
    'Community Garden Herb Seeds',
    'Seed packet for kitchen herbs',
    599,
    799,
    'Fieldfare Farms',
    'Packet of 4 varieties',
    'Basil, cilantro, parsley and chives: the four herbs our cooking classes use most, in one packet. Happy on a sunny windowsill.',
  ),
  product(
    11,
    'Windfall-Apple-Chutney',
    'Windfall Apple Chutney',
    'Jar of windfall apple chutney',
    899,
    1099,
    'Commons Kitchen',
    '340 g jar',
    'Made by volunteers from gleaned windfall apples and rescued onions, slow-cooked with cider vinegar and warm spices. Lovely with cheese or a cold-cut sandwich.',
  ),
  product(
    12,
    'Hedgerow-Jam',
    'Hedgerow Berry Jam',
    'Jar of hedgerow berry jam',
    799,
    999,
    'Commons Kitchen',
    '340 g jar',
    'A dark, not-too-sweet jam of blackberries and plums picked from neighbours’ gardens and the edges of the community plots. Small batches, so flavours change through the year.',
  ),
  product(
    13,
    'Beeswax-Food-Wraps',
    'Beeswax Food Wraps, set of 3',
    'Three folded beeswax food wraps',
    1899,
    2299,
    'Harvest Share',
    'Small, medium, large',
    'Cotton wraps coated in beeswax and pine resin to replace cling film. Warm them in your hands to seal over a bowl or around half a loaf; rinse in cool water and reuse for a year.',
  ),
  product(
    14,
    'Striped-Tea-Towel',
    'Striped Tea Towel, set of 2',
    'Folded striped tea towels',
    1399,
    1699,
    'Harvest Share',
    '50 x 70 cm',
    'Absorbent cotton-linen towels in navy and leaf-green stripes, woven by a family mill. A hanging loop on every corner, because they always end up on the oven door.',
  ),
  product(
    15,
    'Organic-Cotton-T-Shirt',
    'Organic Cotton T-Shirt',
    'Green T-shirt printed with a heart and leaf',
    2499,
    2999,
    'Harvest Share',
    'S, M, L, XL',
    'A soft organic cotton tee in deep green with our heart-and-leaf print. Wear it on a Sunday and you will be mistaken for a volunteer; we consider that a good thing.',
  ),
  product(
    16,
    'Reusable-Water-Bottle',
    'Reusable Water Bottle',
    'Blue reusable water bottle',
    2199,
    2699,
    'Clearwater Trust',
    '750 ml',
    'An insulated steel bottle that keeps water cold through a summer delivery round. Part of every sale funds the water we hand out on the hottest days.',
  ),
  product(
    17,
    'Bamboo-Lunch-Box',
    'Bamboo Lunch Box',
    'Bamboo lunch box filled with greens, fruit and a carrot',
    1999,
    2499,
    'Harvest Share',
    '2 compartments',
    'A two-compartment lunch box of bamboo fibre with a snug lid. Buy one and we add one to the school holiday lunch packs.',
  ),
  product(
    18,
    'Olive-Wood-Spoon',
    'Olive Wood Spoon',
    'Wooden spoon resting on a chopping board',
    1199,
    1499,
    'Oakwood Bakery',
    '30 cm',
    'A long stirring spoon carved from olive wood offcuts, smooth enough for a non-stick pan and long enough for our biggest soup pot. Oil it now and then.',
  ),
  product(
    19,
    'Seasonal-Eating-Calendar',
    'Seasonal Eating Wall Calendar',
    'Seasonal eating wall calendar',
    1599,
    1999,
    'Harvest Share',
    'A3, 12 months',
    'A month-by-month guide to what is in season locally, illustrated with our own artwork, with a simple recipe and a food-saving tip on every page.',
  ),
  product(
    20,
    'Kitchen-Notebook',
    'Kitchen Notebook',
    'Navy kitchen notebook',
    999,
    1299,
    'Harvest Share',
    '120 pages, A5',
    'A lay-flat notebook for recipes, shopping lists and the meal plan you will definitely stick to this week. Recycled paper, with a pocket for recipe cards.',
  ),
]

/** The product with this slug in `list`: a language's products (src/content/localized/products.ts). */
export function findProduct(
  slug: string,
  list: readonly Product[] = products,
): Product | undefined {
  return list.find((item) => item.slug === slug)
}
