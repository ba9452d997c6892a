import { type ContentImage, contentImage } from './image'

export interface CharityEvent {
  id: string
  /** URL segment of /event-single/{slug}; some are fixed by existing links, spelling included. */
  slug: string
  title: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  /** Local start and end time in Riverside (America/Los_Angeles), 24-hour "HH:MM". */
  startTime: string
  endTime: string
  /** Where it happens, in a short line. */
  location: string
  /** The street address, for maps and calendars. */
  address: string
  image: ContentImage
  summary: string
  body: string[]
}

/** Same type under the name used elsewhere; inside this module it shadows the DOM Event type. */
export type Event = CharityEvent

/** All events, soonest first. The home carousel shows the first six. */
export const events: readonly CharityEvent[] = [
  {
    id: 'event-1',
    slug: 'Sunday-Packing-Session',
    title: 'Thanksgiving weekend packing session',
    date: '2026-11-29',
    startTime: '15:00',
    endTime: '17:00',
    location: 'Community hall, 214 Orchard Lane',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/sunday-packing-session.svg',
      'Volunteers packing food boxes at a long table',
      'card',
    ),
    summary:
      'Our biggest Sunday of the year: two hundred boxes of rescued holiday food to pack and deliver before dark.',
    body: [
      'Every Sunday at 3pm we pack boxes of rescued food, and the Sunday after Thanksgiving is always the busiest. Grocers hand over the surplus from the holiday rush, and we turn it into two hundred boxes for families across the neighbourhood.',
      'No experience needed. We will show you the packing checklist, give you an apron and put you next to someone who has done it before. Drivers with a car are especially welcome for the delivery round at 4:30pm.',
      'Bring a reusable bag if you have one, and a friend if you can.',
    ],
  },
  {
    id: 'event-2',
    slug: 'Help-The-Poor',
    title: 'Neighbour-to-neighbour food share',
    date: '2026-12-06',
    startTime: '11:00',
    endTime: '14:00',
    location: 'Riverside Park pavilion',
    address: 'Riverside Park pavilion, Park Avenue, Riverside, CA 92501',
    image: contentImage('events/help-the-poor.svg', 'Open hands holding a red heart', 'card'),
    summary:
      'An open-air market where everything is free: fresh produce, bread and warm soup, shared with anyone who needs it.',
    body: [
      'We set up tables in the park pavilion with everything our partners gave us that week: crates of fruit and vegetables, loaves from the bakery, eggs and dairy from the cold boxes. Everyone takes what they need. Nobody is asked why.',
      'Volunteers serve hot soup made from rescued vegetables, and our Spanish-speaking volunteers are on hand to help with benefit forms and information about local services.',
      'If you would like to help, we need people to set up at 10am, serve from 11am and pack down at 2pm.',
    ],
  },
  {
    id: 'event-3',
    slug: 'Winter-Food-Drive',
    title: 'Winter food drive',
    date: '2026-12-12',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Drop-off at 214 Orchard Lane',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/winter-food-drive.svg',
      'A donation box of food under falling snow',
      'card',
    ),
    summary:
      'Fill our shelves for the cold months: shelf-stable staples, warm socks and hot-drink supplies for our winter boxes.',
    body: [
      'Surplus slows down in the new year just as heating bills go up, so every December we stock our shelves for the months ahead. Drop off anything on our list and our volunteers will sort it into winter boxes.',
      'Most needed: rice, beans, canned fish, oats, peanut butter, cooking oil, tea, coffee and hot chocolate, and new warm socks in every size.',
      'Please do not bring anything past its use-by date or homemade food; we cannot share it safely.',
    ],
  },
  {
    id: 'event-4',
    slug: 'Help-Children',
    title: 'Holiday lunch packs for kids',
    date: '2026-12-19',
    startTime: '13:00',
    endTime: '16:00',
    location: 'Lincoln Elementary cafeteria',
    address: 'Lincoln Elementary School, Lincoln Avenue, Riverside, CA 92501',
    image: contentImage(
      'events/help-children.svg',
      'A child with a lunch box and an apple',
      'card',
    ),
    summary:
      'Packing two weeks of lunches for children who rely on school meals, ready before the winter break begins.',
    body: [
      'When school closes for the holidays, so does the free lunch many children count on. With the help of the school’s kitchen staff we pack lunch and snack bags for two weeks, one bag per child per day.',
      'Children are welcome to join in with a grown-up: they decorate the bags, write notes for the kids who receive them and make sure there is a piece of fruit in every single one.',
      'We need volunteers to pack, and drivers to take the bags to families who cannot collect.',
    ],
  },
  {
    id: 'event-5',
    slug: 'Harvest-Gleaning-Day',
    title: 'Citrus gleaning day',
    date: '2027-01-23',
    startTime: '09:00',
    endTime: '12:00',
    location: 'Backyard orchards across Riverside (meet at the hall)',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/harvest-gleaning-day.svg',
      'A wooden crate full of gleaned fruit and greens beside a garden bed',
      'card',
    ),
    summary:
      'Picking the oranges and lemons that neighbours cannot use themselves, before they fall and go to waste.',
    body: [
      'Riverside is full of backyard citrus trees that give more fruit than any one household can eat. Their owners invite us in, and we pick what would otherwise drop and rot.',
      'Teams of four visit two or three gardens each. We bring the ladders, pickers and crates; you bring gloves, a hat and water. Kids over ten can come with a parent.',
      'Everything we pick goes into the Sunday boxes and the community fridges the same weekend. Have a tree to share? Tell us when you sign up.',
    ],
  },
  {
    id: 'event-6',
    slug: 'Community-Fridge-Launch',
    title: 'Second community fridge launch',
    date: '2027-02-06',
    startTime: '12:00',
    endTime: '14:00',
    location: 'Corner of Elm Street and 5th',
    address: 'Elm Street and 5th Street, Riverside, CA 92501',
    image: contentImage(
      'events/community-fridge-launch.svg',
      'A brightly painted community fridge stocked with food, beside a crate of produce',
      'card',
    ),
    summary:
      'Our second free fridge opens its doors. Take what you need, leave what you can, and meet the neighbours who look after it.',
    body: [
      'After a year of running our first community fridge, we are opening a second one on Elm Street, painted by students from the high school art club. It is open day and night, and anyone can take food or leave it.',
      'Come along for the ribbon cutting, a potluck lunch made from rescued food, and a short talk on what can go in the fridge: fresh, sealed or labelled food, no alcohol, nothing past its use-by date.',
      'We are looking for fridge stewards who can check it once a week, wipe the shelves and take out anything that is past its best.',
    ],
  },
  {
    id: 'event-7',
    slug: 'Provideing-Education',
    title: 'Cooking class: a week from one box',
    date: '2027-02-20',
    startTime: '17:00',
    endTime: '19:30',
    location: 'Commons Kitchen, 38 Market Street',
    address: '38 Market Street, Riverside, CA 92501',
    image: contentImage(
      'events/provideing-education.svg',
      'Recipe books and a pencil ready for a cooking class',
      'card',
    ),
    summary:
      'A free evening class: five meals from a single box of rescued food, cooked together and eaten together.',
    body: [
      'Our volunteer cooks open a typical Sunday box and show how to turn it into five dinners: a big pot of soup, a tray bake, a stir-fry, a frittata and a fruit crumble from the softest apples.',
      'Everyone cooks, everyone eats, and everyone goes home with recipe cards in English and Spanish. Free childcare is provided in the next room.',
      'Places are limited to sixteen, so please sign up and tell us about any allergies.',
    ],
  },
  {
    id: 'event-8',
    slug: 'Birds-From-Hunting',
    title: 'Feeding our feathered neighbours',
    date: '2027-03-13',
    startTime: '10:00',
    endTime: '12:00',
    location: 'Orchard Lane community garden',
    address: 'Orchard Lane community garden, Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/birds-from-hunting.svg',
      'Two round birds on a branch beside a seed feeder',
      'card',
    ),
    summary:
      'A family morning making bird feeders from donated seed, and learning which kitchen scraps are safe for garden birds.',
    body: [
      'Garden birds keep pests off our vegetables, so we look after them in return. Our seed suppliers donate the broken bags they cannot sell, and we turn the seed into feeders for the community garden and for families to take home.',
      'Along the way we will learn why bread is not good for birds, which fruit scraps they love, and how to keep feeders clean. Kids will make pine-cone feeders to hang up at home.',
      'Free, outdoors and suitable for all ages. Wear clothes that can get a little sticky.',
    ],
  },
]

/** The item with `slug` in `list` (a language's list: src/content/localized/events.ts). */
export function findEvent(
  slug: string,
  list: readonly CharityEvent[] = events,
): CharityEvent | undefined {
  return list.find((event) => event.slug === slug)
}
