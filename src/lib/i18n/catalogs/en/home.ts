/** English messages of the home pages (/, /home, /home-2, /home-3): hero, sections, counters, calls to action. Keys start with 'home.'. */
export const home = {
  // The hero (the first screen: its words live here rather than in the start-up JS).
  'home.taglinePrefix': 'We deliver hope through',
  'home.tagline.groceries': 'groceries',
  'home.tagline.compassion': 'compassion',
  'home.tagline.community': 'community',
  'home.tagline.dignity': 'dignity',
  'home.tagline.care': 'care',
  'home.tagline.solidarity': 'solidarity',
  'home.taglineSpoken':
    'We deliver hope through groceries, compassion, community, dignity, care and solidarity.',
  'home.headline.donation': 'Food Donation',
  'home.headline.mutualAid': 'Mutual Aid',
  'home.headline.rescue': 'Food Rescue',
  'home.headlineSpoken': 'Food Donation, Mutual Aid, Food Rescue.',
  'home.title': "Don't turn away, Give today!",
  'home.lead':
    '{tagline} Volunteers pack boxes of rescued food {time}, and everyone is welcome at the table.',
  'home.donateNow': 'Donate Now',
  'home.playText': 'Play text animation',
  'home.pauseText': 'Pause text animation',
  'home.needFood': 'Need food? Get help',
  'home.followUs': 'Follow us',
  'home.highlights': 'Highlights',
  'home.slide1.title': 'Good food belongs on plates, not in bins',
  'home.slide1.text':
    'We rescue surplus food from local shops, bakeries and farms, and share it with neighbours the same week.',
  'home.slide1.alt': 'Volunteers sharing crates of rescued food and bread at a street table',
  'home.slide2.title': 'Take what you need, leave what you can',
  'home.slide2.text':
    'Our community fridges are open day and night, stocked by volunteers and neighbours alike.',
  'home.slide2.alt':
    'A community fridge stocked by neighbours, with crates of produce and a basket of bread',
  'home.slide3.title': 'Grow it, share it, waste none of it',
  'home.slide3.text':
    'Raised beds on borrowed land, compost from our scraps, and vegetables for every Sunday box.',
  'home.slide3.alt':
    'A city garden bed full of vegetables between a crate of apples and a compost bin',
  // The sections below the hero.
  'home.mission.tag': 'Our mission',
  'home.mission.title': 'Good food belongs with people, not in the bin',
  'home.mission.intro':
    'For over five years {name} has rescued surplus food from shops, bakeries and farms and shared it with neighbours who need it. It was started in {year} by our founder, {founder}, with a borrowed van and one bakery that said yes. Today our volunteers gather {time} to pack and donate boxes of food, and everyone is welcome at the table.',
  'home.about.tag': 'About us',
  'home.about.title': 'A collective run by neighbours, for neighbours',
  'home.about.text':
    '{name} is not a warehouse or a queue. It is a hall on Orchard Lane, a few vans, two community fridges and a long table where people who once received a box now pack one. We take what shops cannot sell, check it, and share it the same week.',
  'home.about.point1': 'Fresh produce, bread and staples rescued from local shops and farms',
  'home.about.point2': "Boxes packed to each household's needs, allergies remembered",
  'home.about.point3':
    'Community fridges open day and night: take what you need, leave what you can',
  'home.moreAboutUs': 'More about us',
  'home.voices.tag': 'Testimonials',
  'home.voices.title': 'Community Voices',
  'home.voices.intro':
    'Support here runs both ways. Neighbours who came for a box, volunteers who stayed for the company, and families who now pack for others tell what the collective means to them.',
  'home.voices.slider': 'Testimonial cards',
  'home.causes.tag': 'Where your gift goes',
  'home.causes.title': 'Popular causes',
  'home.causes.intro': 'Six ways to put rescued food, and the means to share it, on more tables.',
  'home.causes.slider': 'Cause cards',
  'home.campaigns.tag': 'Featured campaigns',
  'home.campaigns.title': 'Campaigns that need you now',
  'home.campaigns.progress': 'Progress',
  'home.campaigns.donateTo': ' to {title}',
  'home.cta.title': 'Be the reason a neighbour eats well tonight',
  'home.cta.text': '$35 fills an emergency box. An afternoon {time} packs two hundred.',
  'home.cta.join': 'Join our team',
  'home.feedback.tag': 'Feedback',
  'home.feedback.title': 'In their own words',
  'home.feedback.slider': 'Feedback quotes',
  'home.facts.title': 'The collective in numbers',
  'home.target.tag': 'Our target',
  'home.target.title': 'No good food wasted, no neighbour hungry',
  'home.target.text1':
    'Every week shops and farms near us throw away food that could feed hundreds of families, while some of those families skip meals at the end of the month. We close that gap one crate at a time: rescue it, sort it, share it, and compost what is left.',
  'home.target.text2':
    'Our aim is simple to say and hard to do: that nobody within reach of our vans goes without a good meal, and that nothing fit to eat ends up in landfill.',
  'home.becomeVolunteer': 'Become A Volunteer',
  'home.partners.title': 'Shops, farms and funders who share with us',
  'home.events.tag': 'Get involved',
  'home.events.title': 'Upcoming events',
  'home.events.intro':
    'Pack a box, pick a tree, cook a meal: there is a place at every one of them.',
  'home.events.slider': 'Event cards',
  'home.events.all': 'See all events',
  'home.team.tag': 'Our team',
  'home.team.title': 'The people behind the boxes',
  'home.team.all': 'Meet the whole team',
  'home.posts.tag': 'From the blog',
  'home.posts.title': 'Stories from the collective',
  'home.posts.all': 'Read the blog',
  'home.photos.title': 'Sundays at the collective',
  'home.photos.onInstagram': ' (on Instagram, opens in a new tab)',
  'home.promo.label': 'Sunday packing sessions',
  'home.promo.join': 'Join a Sunday session',
} as const
