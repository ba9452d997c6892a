import { type ContentImage, contentImage } from './image'
import { fundedPercent } from './progress'

export interface Cause {
  id: string
  slug: string
  title: string
  /** Category label shown on the card (the template called it "thumb"). */
  category: string
  image: ContentImage
  /** Progress shown on the bar, in percent (0..100): raised / goal, computed. */
  progress: number
  goalCents: number
  raisedCents: number
  authorName: string
  summary: string
  body: string[]
}

/** The six causes, in the order the causes slider and list show them. */
const causeContent: readonly Omit<Cause, 'progress'>[] = [
  {
    id: 'cause-1',
    slug: 'Sustainable-Food',
    title: 'Sustainable food for every table',
    category: 'Nutrition',
    image: contentImage(
      'causes/sustainable-food.svg',
      'A bowl of hearty vegetable soup beside a crate of rescued produce',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 195000,
    authorName: 'Maya Thompson',
    summary:
      'Turning rescued vegetables into balanced, fresh food boxes so that a tight budget never means an empty fruit bowl.',
    body: [
      'Most of what we rescue is fresh: crates of greens, carrots and citrus that shops can no longer sell but that are perfectly good to eat. This cause pays for the cold storage, boxes and fuel that get that produce from the back door of a grocery store to a family kitchen within a day.',
      'Every box we pack on a Sunday afternoon is balanced by a volunteer with a checklist: something green, something orange, a source of protein, a staple such as rice or beans, and bread from our bakery partners. Families tell us which foods they cannot eat, and we remember.',
      'Your gift keeps our two chest fridges running, buys the staples that rarely turn up as surplus, and covers the insulated bags that keep food fresh on a summer delivery round.',
    ],
  },
  {
    id: 'cause-2',
    slug: 'Urban-Food-Gardens',
    title: 'Urban food gardens on empty lots',
    category: 'Food Security',
    image: contentImage(
      'causes/urban-food-gardens.svg',
      'A raised garden bed of tomatoes, greens and carrots in a city lot',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 225000,
    authorName: 'Samuel Mensah',
    summary:
      'Building raised beds on borrowed land so neighbours can grow tomatoes, greens and herbs a short walk from home.',
    body: [
      'Food security is not only about rescue; it is also about being able to grow something yourself. We have three raised-bed gardens on lots lent by a church, a school and a landlord who got tired of weeds, and a waiting list of neighbours who want a bed of their own.',
      'Each new bed costs about $180 in lumber, soil and drip irrigation. Gardeners keep what they grow, and the surplus from every harvest goes straight into the Sunday boxes and the community fridge.',
      'This cause funds four more beds, a tool shed with a padlock everyone knows the code to, and seedlings raised by our volunteers from seed donated by local nurseries.',
    ],
  },
  {
    id: 'cause-3',
    slug: 'Nutrition-Education',
    title: 'Nutrition education that starts in the kitchen',
    category: 'Education',
    image: contentImage(
      'causes/nutrition-education.svg',
      'A stack of recipe books topped with a red apple, beside a heap of fruit',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 255000,
    authorName: 'Priya Raman',
    summary:
      'Free, hands-on cooking classes that turn a box of whatever was rescued this week into meals a family actually wants to eat.',
    body: [
      'A box of rescued food is only useful if you know what to do with a whole cabbage and six sweet potatoes. Our monthly classes, led by volunteers who cook for a living, start with the week’s box and end with dinner on the table.',
      'Classes are held in English and Spanish, children are welcome, and everyone goes home with recipe cards, leftovers and a few pantry basics. No lectures about what people should eat; just good food, cooked together.',
      'Your support pays for the community kitchen rental, ingredients that complete a recipe, printed recipe cards and childcare during the evening sessions.',
    ],
  },
  {
    id: 'cause-4',
    slug: 'Emergency-Food-Assistance',
    title: 'Emergency food within a day',
    category: 'Community Support',
    image: contentImage(
      'causes/emergency-food-assistance.svg',
      'A donation box packed with bread, carrots and fresh produce beside a basket of loaves',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 285000,
    authorName: 'Tom Henley',
    summary:
      'Same-day food boxes for neighbours facing a sudden crisis: a lost job, a late paycheck, a broken fridge or a new baby.',
    body: [
      'Hunger does not wait for Sunday. When someone calls or messages us in a crisis, a volunteer driver brings a box of food to their door the same day, no forms and no questions beyond allergies and how many people are at home.',
      'We keep twenty emergency boxes packed and ready at all times: shelf-stable staples, a bag of fresh produce from the fridge, baby food and diapers when needed, and a list of local services for the weeks ahead.',
      'This cause keeps those twenty boxes stocked and covers fuel for the drivers. One emergency box costs us about $35 to fill.',
    ],
  },
  {
    id: 'cause-5',
    slug: 'Zero-Waste-Food',
    title: 'Zero-waste food: nothing good goes in the bin',
    category: 'Sustainability',
    image: contentImage(
      'causes/zero-waste-food.svg',
      'A green compost bin with a recycling symbol and fruit scraps, beside a garden bed',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 165000,
    authorName: 'Jonah Weiss',
    summary:
      'Collecting surplus from bakeries, grocers and farms every day, and composting the little that truly cannot be eaten.',
    body: [
      'Good food that is thrown away is a waste twice over: of the food itself and of the water, work and fuel that went into growing it. Our pickup rota visits eleven shops, two bakeries and a farmers’ market every week, and takes whatever is safe to eat.',
      'What we cannot share, such as bruised fruit past its best and vegetable trimmings, goes to our garden compost bays and comes back as soil for the raised beds. Last year less than two per cent of what we collected ended up in landfill.',
      'Your gift pays for reusable crates, a second-hand refrigerated van fund and the compost bays that close the loop.',
    ],
  },
  {
    id: 'cause-6',
    slug: 'Policy-Change-Food-Insecurity',
    title: 'Policy change to end food insecurity',
    category: 'Advocacy',
    image: contentImage(
      'causes/policy-change-food-insecurity.svg',
      'A town hall with a speech bubble holding a red heart',
      'card',
    ),
    goalCents: 300000,
    raisedCents: 105000,
    authorName: 'Rosa Delgado',
    summary:
      'Bringing the voices of the people we feed to city hall, so that fewer families need a food box in the first place.',
    body: [
      'Food rescue feeds people today; fair policy feeds them for good. We support neighbours who want to speak at council meetings about school meals, benefit delays and the rules that stop shops from donating food.',
      'We publish what we learn from our own records, with names removed, so decision-makers can see how many households we help, how often they come back and what would make the difference.',
      'This cause covers translation, childcare and travel so that anyone who wants to be heard can be, and the printing of our yearly community food report.',
    ],
  },
]

export const causes: readonly Cause[] = causeContent.map((cause) => ({
  ...cause,
  progress: fundedPercent(cause.raisedCents, cause.goalCents),
}))

/** The item with `slug` in `list` (a language's list: src/content/localized/causes.ts). */
export function findCause(slug: string, list: readonly Cause[] = causes): Cause | undefined {
  return list.find((cause) => cause.slug === slug)
}
