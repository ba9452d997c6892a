import { type ContentImage, contentImage } from './image'

export interface TeamMember {
  id: string
  slug: string
  name: string
  /** "Founder" or "Volunteer for N years". */
  role: string
  image: ContentImage
  /** "About Me" paragraphs. */
  description: string[]
  /** Shown only when present. */
  linkedin?: string
}

/** The team, founder first. */
export const team: readonly TeamMember[] = [
  {
    id: 'team-1',
    slug: 'Maya-Thompson',
    name: 'Maya Thompson',
    role: 'Founder',
    image: contentImage('team/maya-thompson.svg', 'Portrait of Maya Thompson', 'team'),
    description: [
      'I started the collective in 2019 with a borrowed van, one bakery that said yes and a Sunday afternoon free. I had watched a supermarket skip fill up with good bread every night and could not stop thinking about it.',
      'These days I spend most of my week on the phone with grocers, farmers and landlords, finding food and places to share it. On Sundays at 3pm you will find me at the end of the packing table, checking every box has something green in it.',
    ],
    linkedin: 'https://www.linkedin.com/in/maya-thompson-harvest-share',
  },
  {
    id: 'team-2',
    slug: 'Tom-Henley',
    name: 'Tom Henley',
    role: 'Volunteer for 6 years',
    image: contentImage('team/tom-henley.svg', 'Portrait of Tom Henley', 'team'),
    description: [
      'I retired from driving a delivery truck and thought I was done with early mornings. Then Maya asked if I could do one bakery pickup a week. Six years later I run the whole pickup rota.',
      'I know every loading dock in town and which store manager saves the best crates for us. If you are a driver with a free morning, come and find me.',
    ],
  },
  {
    id: 'team-3',
    slug: 'Priya-Raman',
    name: 'Priya Raman',
    role: 'Volunteer for 4 years',
    image: contentImage('team/priya-raman.svg', 'Portrait of Priya Raman', 'team'),
    description: [
      'I am a dietitian by day and I lead our cooking classes in the evening. My favourite challenge is a box with one cabbage, six sweet potatoes and a bag of day-old rolls.',
      'I believe good nutrition starts with food people enjoy, cooked in their own way. Our recipe cards are written with the families who use them.',
    ],
    linkedin: 'https://www.linkedin.com/in/priya-raman-dietitian',
  },
  {
    id: 'team-4',
    slug: 'Jonah-Weiss',
    name: 'Jonah Weiss',
    role: 'Volunteer for 3 years',
    image: contentImage('team/jonah-weiss.svg', 'Portrait of Jonah Weiss', 'team'),
    description: [
      'I look after our community fridges: the schedule of stewards, the cleaning rota and the temperature log. I check the Orchard Lane fridge on my way to work every morning.',
      'The fridge works because neighbours trust it. Keeping it clean, full and friendly is the best job I have ever had, and I do not get paid for it.',
    ],
    linkedin: 'https://www.linkedin.com/in/jonah-weiss-fridge-steward',
  },
  {
    id: 'team-5',
    slug: 'Rosa-Delgado',
    name: 'Rosa Delgado',
    role: 'Volunteer for 2 years',
    image: contentImage('team/rosa-delgado.svg', 'Portrait of Rosa Delgado', 'team'),
    description: [
      'I first came to the collective for a food box when my hours were cut. Now I organise our citrus gleaning days and make sure every leaflet we print is in Spanish too.',
      'I like to say that nobody here is only a giver or only a receiver. We all take a turn at both.',
    ],
  },
  {
    id: 'team-6',
    slug: 'Samuel-Mensah',
    name: 'Samuel Mensah',
    role: 'Volunteer for 1 year',
    image: contentImage('team/samuel-mensah.svg', 'Portrait of Samuel Mensah', 'team'),
    description: [
      'I grew up on a farm and moved to the city for work, and I missed having my hands in the soil. Now I lead our urban garden beds and teach anyone who asks how to grow tomatoes on a balcony.',
      'Everything our gardens produce beyond what the gardeners take home goes into the Sunday boxes. Last summer that was over four hundred pounds of vegetables.',
    ],
  },
]

/** The item with `slug` in `list` (a language's list: src/content/localized/team.ts). */
export function findTeamMember(
  slug: string,
  list: readonly TeamMember[] = team,
): TeamMember | undefined {
  return list.find((member) => member.slug === slug)
}
