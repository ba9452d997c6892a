import { type ContentImage, contentImage } from './image'

export type PostFormat = 'standard' | 'video'

export interface Post {
  id: string
  slug: string
  title: string
  /** Category label; one of categoryNames. */
  category: (typeof categoryNames)[number]
  /** Image for lists, cards and link previews (600 x 420). */
  image: ContentImage
  /** Wide image for the post's own page (1200 x 630). */
  singleImage: ContentImage
  excerpt: string
  body: string[]
  author: string
  authorTitle: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  commentCount: number
  format: PostFormat
  /**
   * Only for format 'video'. No original video exists yet, so it is unset: show the image with a
   * video badge until one is recorded.
   */
  videoUrl?: string
  tags: string[]
}

export interface BlogCategory {
  name: string
  /** How many posts have this category. */
  count: number
}

export interface SampleComment {
  id: string
  author: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  text: string
  /** Letter shown in the round avatar. */
  avatarInitial: string
}

function postImages(slug: string, alt: string): Pick<Post, 'image' | 'singleImage'> {
  const name = slug.toLowerCase()
  return {
    image: contentImage(`posts/${name}.svg`, alt, 'card'),
    singleImage: contentImage(`posts/${name}-wide.svg`, alt, 'wide'),
  }
}

/** Nine posts, newest first: three pages of three on the blog lists. */
export const posts: readonly Post[] = [
  {
    id: 'post-1',
    slug: 'What-A-Sunday-Packing-Session-Looks-Like',
    title: 'What a Sunday packing session really looks like',
    category: 'Inside the collective',
    ...postImages(
      'What-A-Sunday-Packing-Session-Looks-Like',
      'Volunteers packing food boxes at a Sunday session',
    ),
    excerpt:
      'From the first crate through the door at 2:45 to the last van pulling away at 5, here is an hour-by-hour look at the afternoon that feeds two hundred households.',
    body: [
      'At 2:45 on a Sunday the hall is quiet. By 3pm it is not. Crates from the week’s pickups are lined up along one wall, the folding tables are out, and somebody has already put the kettle on.',
      'We work in stations. The first sorts: anything bruised beyond saving goes to compost, anything soft goes to the soup pile, and everything else is grouped by kind. The second station packs boxes against a checklist taped to the table: something green, something orange, a protein, a staple, bread. The third checks each box against the notes for the household it is going to, so that nobody with a nut allergy gets peanut butter.',
      'Around 4:15 the drivers arrive. Each takes a route of eight to twelve homes, with a printed list and a phone number to call if nobody answers. Boxes for neighbours who collect go on the shelves by the door.',
      'By 5pm the tables are folded, the floor is swept and the leftover soft fruit is on its way to the community fridge. Newcomers often tell us the time flew. Come and see for yourself: no sign-up needed, just turn up at 3.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Founder',
    date: '2026-11-08',
    commentCount: 3,
    format: 'video',
    tags: ['Volunteering', 'Sunday sessions', 'Food rescue'],
  },
  {
    id: 'post-2',
    slug: 'Our-First-Community-Fridge-Turns-One',
    title: 'Our first community fridge turns one',
    category: 'Inside the collective',
    ...postImages(
      'Our-First-Community-Fridge-Turns-One',
      'A community fridge on a street corner, full of rescued food',
    ),
    excerpt:
      'Twelve months, three door seals and more than eleven thousand pounds of food later, the fridge on Orchard Lane is part of the street.',
    body: [
      'A year ago we plugged a donated fridge into the wall of a laundromat on Orchard Lane and put a sign on it: take what you need, leave what you can. We were not sure anyone would use it.',
      'They did. Our stewards logged more than eleven thousand pounds of food passing through it in its first year: rescued produce from our pickups, yes, but also home-grown lemons, tamales from a neighbour’s party and a regular Tuesday delivery of yogurt from a café down the road.',
      'It has not all been easy. The door seal has been replaced three times, the summer heat tested the compressor, and we learned to put up clear signs about what can and cannot go in. But the fridge has never once been vandalised, and most days it is empty by evening.',
      'Thank you to the laundromat owners who pay its electricity, and to the fourteen stewards who check it every day. A second fridge opens on Elm Street in February.',
    ],
    author: 'Jonah Weiss',
    authorTitle: 'Fridge steward',
    date: '2026-10-18',
    commentCount: 5,
    format: 'standard',
    tags: ['Community fridge', 'Mutual aid', 'Food rescue'],
  },
  {
    id: 'post-3',
    slug: 'Why-We-Never-Turn-Away-Day-Old-Bread',
    title: 'Why we never turn away a tray of day-old bread',
    category: 'Food rescue',
    ...postImages(
      'Why-We-Never-Turn-Away-Day-Old-Bread',
      'A basket of rescued loaves and baguettes beside a crate of produce',
    ),
    excerpt:
      'Bread is the food most often thrown away, and the one our neighbours ask for most. Here is how a loaf gets from the bakery shelf to a family table.',
    body: [
      'Bakeries bake to fill their shelves until closing time, which means there is almost always bread left over. Most of it is perfectly good the next day, and almost all of it used to be thrown away.',
      'Our two bakery partners now set aside their unsold loaves every evening. A volunteer collects them before 8am, and they go into that day’s emergency boxes, the community fridge or the freezer for Sunday.',
      'Bread freezes beautifully. A sliced loaf goes straight from freezer to toaster, and we print a simple tip on every bag: stale bread makes the best French toast, croutons and bread pudding.',
      'If you run a bakery, café or sandwich shop and throw away bread at the end of the day, please get in touch. We will pick it up.',
    ],
    author: 'Tom Henley',
    authorTitle: 'Pickup rota lead',
    date: '2026-09-27',
    commentCount: 2,
    format: 'standard',
    tags: ['Bakeries', 'Food rescue', 'Zero waste'],
  },
  {
    id: 'post-4',
    slug: 'Lunchboxes-For-The-School-Holidays',
    title: 'Lunchboxes for the school holidays',
    category: 'Children',
    ...postImages(
      'Lunchboxes-For-The-School-Holidays',
      'A child with a packed lunch box beside a pile of apples',
    ),
    excerpt:
      'When school is out, so is the free lunch. This summer our volunteers packed 3,400 lunch bags so that no child spent the holidays hungry.',
    body: [
      'For many families, school meals are the most reliable food of the week. When the holidays come, that meal disappears, and parents who are already stretched have to find ten more lunches a fortnight for each child.',
      'This summer we packed lunch bags every Sunday alongside the food boxes: a sandwich made that morning from rescued bread, a piece of fruit, a vegetable snack and a treat. Families collected them from the hall or from two school playgrounds that stayed open.',
      'By the end of August we had handed out 3,400 bags. The children who helped pack them decorated every single one.',
      'We will do the same over the winter break, and we need packers, drivers and donations of lunch bags. See the events page for dates.',
    ],
    author: 'Rosa Delgado',
    authorTitle: 'Volunteer',
    date: '2026-09-06',
    commentCount: 4,
    format: 'standard',
    tags: ['Children', 'School holidays', 'Volunteering'],
  },
  {
    id: 'post-5',
    slug: 'A-Year-Of-Gleaning',
    title: 'A year of gleaning: nine thousand pounds of fruit saved',
    category: 'Food rescue',
    ...postImages('A-Year-Of-Gleaning', 'A crate of gleaned fruit and greens beside a garden bed'),
    excerpt:
      'Backyard trees, a farm that over-planted and one very generous lemon grower: what we picked, who ate it and what we learned.',
    body: [
      'Gleaning is the old practice of gathering the crop a harvest leaves behind. In our city, it mostly means backyard citrus: trees that fruit so heavily their owners cannot keep up.',
      'Over the last twelve months our gleaning teams visited sixty-two gardens and two small farms, and picked just over nine thousand pounds of oranges, lemons, grapefruit, avocados and persimmons. Every pound went into the Sunday boxes, the community fridge or our cooking classes within a week.',
      'We learned to bring more ladders than we think we need, to always leave some fruit for the owners and the birds, and that a crate of lemons is the most popular thing we ever put in the fridge.',
      'Gleaning days run every month through the winter. If you have a tree that gives more than you can use, we would love to hear from you.',
    ],
    author: 'Rosa Delgado',
    authorTitle: 'Volunteer',
    date: '2026-08-16',
    commentCount: 1,
    format: 'standard',
    tags: ['Gleaning', 'Food rescue', 'Gardens'],
  },
  {
    id: 'post-6',
    slug: 'Mutual-Aid-Is-Not-A-Hand-Out',
    title: 'Mutual aid is not a hand-out',
    category: 'Mutual aid',
    ...postImages(
      'Mutual-Aid-Is-Not-A-Hand-Out',
      'Open hands offering a heart, with neighbours at a table behind',
    ),
    excerpt:
      'Half the people who pack our boxes once received one. Why we work as neighbours, not as givers and receivers.',
    body: [
      'People sometimes ask how we decide who deserves a food box. The honest answer is that we do not. If you tell us you need food, you get food. There are no forms, no proof of income and no queue outside in the rain.',
      'That is because we see ourselves as neighbours looking after each other, not as a charity handing down help. Roughly half of our Sunday volunteers first came to us for a box. Many still take one home.',
      'Mutual aid also means listening. Families told us they wanted fewer canned vegetables and more fresh ones, recipes in Spanish and deliveries after work hours, so that is what we changed.',
      'The next time you see our table in the park, come and say hello. You can pick up food, help hand it out, or both.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Founder',
    date: '2026-07-19',
    commentCount: 6,
    format: 'standard',
    tags: ['Mutual aid', 'Community', 'Dignity'],
  },
  {
    id: 'post-7',
    slug: 'When-The-Cupboard-Is-Bare',
    title: 'When the cupboard is bare: how our same-day boxes work',
    category: 'Mutual aid',
    ...postImages(
      'When-The-Cupboard-Is-Bare',
      'An emergency food box packed with bread, carrots and fruit',
    ),
    excerpt:
      'A lost job, a late paycheck, a broken fridge. When food runs out suddenly, a volunteer driver can be at your door the same day.',
    body: [
      'Nobody plans to run out of food. It happens after a hospital stay, a delayed benefit payment or a landlord who keeps the deposit. For those days we keep twenty emergency boxes packed and ready.',
      'Call or message us before 2pm and a volunteer driver will bring a box the same day. We ask how many people are in the household, whether anyone has allergies and whether you have a working fridge and stove, so the food suits your kitchen.',
      'Each box holds around three days of meals: staples, fresh produce from that morning’s pickups, bread, and baby food when needed. We also include a short list of local services, in English and Spanish, for the weeks ahead.',
      'Last year we delivered 640 emergency boxes. Each one costs us about $35 to fill.',
    ],
    author: 'Tom Henley',
    authorTitle: 'Pickup rota lead',
    date: '2026-06-28',
    commentCount: 2,
    format: 'standard',
    tags: ['Emergency boxes', 'Community', 'Volunteering'],
  },
  {
    id: 'post-8',
    slug: 'How-We-Fund-The-Collective',
    title: 'How we fund the collective, down to the last dollar',
    category: 'Funding',
    ...postImages(
      'How-We-Fund-The-Collective',
      'A heap of apples bought with donations, beside a food box',
    ),
    excerpt:
      'Rescued food is free; the fuel, boxes, fridges and rent are not. Where our money came from last year and where every dollar went.',
    body: [
      'Almost all of the food we share is donated, but getting it to people costs money. Last year our running costs were just under $48,000, and we want you to know exactly how that broke down.',
      'Forty-one per cent went on the hall and cold storage: rent, electricity and repairs to two chest freezers. Twenty-four per cent went on fuel and van insurance. Eighteen per cent bought the staples that rarely turn up as surplus, such as rice, beans, oil and baby formula. The rest covered boxes, crates, cooking-class ingredients and printing.',
      'Sixty per cent of our income came from individual donors, most giving less than $20 a month. Small grants, our charity shop and two local businesses made up the rest. We have no paid staff.',
      'If you can give monthly, even a few dollars, it helps us plan. And if you cannot, come and pack on a Sunday; your time is worth just as much.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Founder',
    date: '2026-06-07',
    commentCount: 0,
    format: 'standard',
    tags: ['Funding', 'Transparency', 'Donations'],
  },
  {
    id: 'post-9',
    slug: 'Cooking-With-Kids-From-The-Crate',
    title: 'Cooking with kids, straight from the crate',
    category: 'Children',
    ...postImages(
      'Cooking-With-Kids-From-The-Crate',
      'A bowl of vegetable soup next to a stack of recipe books',
    ),
    excerpt:
      'Can a six-year-old make soup from a box of rescued vegetables? At our spring family class, twelve of them proved they can.',
    body: [
      'Our cooking classes are usually for grown-ups, but in May we opened one to families. Twelve children aged six to eleven arrived with a parent, an apron and a healthy suspicion of anything green.',
      'Each family got a crate of the week’s rescue: carrots, celery, a few potatoes, tomatoes that were a little soft and a bunch of herbs. With some help on the knives, the children peeled, chopped and stirred their way to a pot of vegetable soup.',
      'The soup disappeared. So did the tray of croutons made from day-old bread, and several children asked for the recipe to take home.',
      'Family classes are now part of the calendar. The recipe cards from the day are free to download on our cooking class page.',
    ],
    author: 'Priya Raman',
    authorTitle: 'Cooking class lead',
    date: '2026-05-17',
    commentCount: 3,
    format: 'standard',
    tags: ['Children', 'Cooking', 'Zero waste'],
  },
]

/** The blog's categories, in the sidebar's order; each post has one of them. */
export const categoryNames = [
  'Inside the collective',
  'Food rescue',
  'Mutual aid',
  'Children',
  'Funding',
] as const

/** Sidebar categories, each with the number of posts that really have it. */
export const blogCategories: readonly BlogCategory[] = categoryNames.map((name) => ({
  name,
  count: posts.filter((post) => post.category === name).length,
}))

/** Sidebar tag cloud. */
export const blogTags: readonly string[] = [
  'Food rescue',
  'Mutual aid',
  'Community fridge',
  'Volunteering',
  'Zero waste',
  'Children',
  'Gleaning',
  'Cooking',
]

/** Example comments shown under every post. */
export const sampleComments: readonly SampleComment[] = [
  {
    id: 'comment-1',
    author: 'Lena Ortiz',
    date: '2026-11-09',
    text: 'I came along for the first time last Sunday not knowing anyone, and left with an apron, a new friend and sore arms. See you next week!',
    avatarInitial: 'L',
  },
  {
    id: 'comment-2',
    author: 'David Kim',
    date: '2026-11-10',
    text: 'Our café has been giving its unsold sandwiches to the fridge since the spring. It takes five minutes and nothing goes in the bin any more.',
    avatarInitial: 'D',
  },
  {
    id: 'comment-3',
    author: 'Grace Adeyemi',
    date: '2026-11-12',
    text: 'Thank you for writing this. The box that arrived the day my hours were cut meant more than I can say.',
    avatarInitial: 'G',
  },
]

// The helpers take the list they read (the page's language's posts: src/content/localized/posts.ts),
// since a Spanish page must find, list and link the Spanish posts; slugs are the same in both.

export function findPost(list: readonly Post[], slug: string): Post | undefined {
  return list.find((post) => post.slug === slug)
}

/** The N most recent posts (the list is kept newest first). */
export function recentPosts(list: readonly Post[], count = 3): Post[] {
  return list.slice(0, count)
}

/**
 * Neighbours of a post in publication order: `previous` is the older post, `next` the newer one.
 * Either is absent at the ends of the list, and both are absent for an unknown slug.
 */
export function adjacentPosts(
  list: readonly Post[],
  slug: string,
): { previous?: Post; next?: Post } {
  const index = list.findIndex((post) => post.slug === slug)
  if (index === -1) return {}
  const result: { previous?: Post; next?: Post } = {}
  const older = list[index + 1]
  const newer = index > 0 ? list[index - 1] : undefined
  if (older) result.previous = older
  if (newer) result.next = newer
  return result
}
