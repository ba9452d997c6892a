/** English messages of donating: the donate page, its form and the thank-you page. Keys start with 'donate.'. */
export const donate = {
  // The call to action that ends many pages.
  'donate.cta.title': 'Make a Difference Today',
  'donate.cta.text':
    'A gift of any size puts rescued food on a neighbour’s table this week. Give once or every month.',
  // /donate
  'donate.intro':
    'Every dollar keeps rescued food moving: fuel for the pickup van, power for the fridges and the staples that never turn up as surplus. About $35 fills an emergency box for a family.',
  'donate.taxId': '{status} Tax ID: ',
  'donate.taxDeductible': '. Donations are tax-deductible to the extent allowed by law.',
  'donate.embed.title': 'Donate online',
  'donate.embed.frame': 'Donation form for {name}',
  // The form.
  'donate.form.title': 'Give by card',
  'donate.form.lead': "You pay on Stripe's secure checkout; card details never touch our site.",
  'donate.form.amount': 'Amount',
  'donate.form.amountLabel': 'Amount in US dollars (or type your own)',
  'donate.form.helpsProvide': 'helps provide {meals}',
  'donate.form.aboutMeals': 'about {count} {{meal|meals}}',
  'donate.form.about': 'about ',
  'donate.form.chipMeals': '{count} meals',
  'donate.form.howOften': 'How often',
  'donate.form.once': 'One time',
  'donate.form.monthly': 'Monthly',
  'donate.form.name': 'Full name',
  'donate.form.email': 'E-mail (for your receipt)',
  'donate.form.tribute': "Give in someone's honour or memory?",
  'donate.form.tributeNone': 'No',
  'donate.form.tributeHonour': 'In honour of',
  'donate.form.tributeMemory': 'In memory of',
  'donate.form.memoryName': 'In memory of (name)',
  'donate.form.honourName': 'In honour of (name)',
  'donate.form.tributeEmail': 'E-mail of someone to tell about the gift (optional)',
  'donate.form.opening': 'Opening secure checkout…',
  'donate.form.starting': 'Starting your donation…',
  'donate.form.wait': 'Please wait, do not close this page.',
  'donate.form.giving': 'You are giving {amount} (USD).',
  'donate.form.givingMonthly': 'You are giving {amount} (USD) every month.',
  'donate.form.mealsSource': 'Meals: {perDollar} per dollar, the figure of ',
  'donate.form.changeMonthly': '. To change or stop a monthly gift, write to ',
  'donate.checkout.giving': 'You are giving ',
  'donate.checkout.cardDetails': '. Card details go straight to Stripe.',
  'donate.checkout.change': 'Change your gift',
  // What the donor is giving, in words.
  'donate.gift.monthly': '{amount} monthly',
  'donate.gift.honour': 'in honour of {name}',
  'donate.gift.memory': 'in memory of {name}',
  // Validation (the same rules as the server's; the server answers in English, and the form
  // shows each of its messages in the page's language).
  'donate.error.amountNumber': 'Enter the amount as a number, for example 25',
  'donate.error.amountRequired': 'Enter an amount',
  'donate.error.amountMin': 'The smallest donation is $1',
  'donate.error.amountMax': 'The largest online donation is $100,000',
  'donate.error.amountCents': 'Use at most two decimals (cents)',
  'donate.error.nameRequired': 'Enter your full name',
  'donate.error.nameLength': 'Your name can be at most {max} characters',
  'donate.error.emailInvalid': 'Enter a valid e-mail address, like name@example.org',
  'donate.error.emailRequired': 'Enter your e-mail address',
  'donate.error.frequency': 'Choose one time or monthly',
  'donate.error.tribute': 'Choose in honour of, in memory of, or neither',
  'donate.error.tributeName': 'Enter the name of the person this gift is for',
  'donate.error.tributeNameLength': 'The name can be at most {max} characters',
  'donate.error.tributeEmail': 'Enter a valid e-mail address to notify, like name@example.org',
  'donate.error.ui': 'Choose the embedded or the hosted checkout',
  // When a donation cannot start.
  'donate.problem.notCharged': 'You have not been charged.',
  'donate.problem.offline':
    'Donations need an internet connection. Please reconnect and try again.',
  'donate.problem.network':
    'We could not reach our server. Please check your connection and try again. {notCharged}',
  'donate.problem.invalid': 'Please correct the highlighted fields.',
  'donate.problem.rateLimited':
    'Too many donation attempts from this connection. Please try again {wait}.',
  'donate.problem.fewMinutes': 'in a few minutes',
  'donate.problem.aMinute': 'in a minute',
  'donate.problem.minutes': 'in {count} minutes',
  'donate.problem.serviceDown':
    'The payment service is not responding right now. {notCharged} Please try again in a few minutes.',
  'donate.problem.notConfigured':
    'Donations are not configured on this site yet, so card payments cannot be taken.',
  'donate.problem.writeTo': 'To give another way, write to ',
  'donate.problem.failed':
    'Something went wrong on our side (error {status}). {notCharged} Please try again.',
  // Coming back from Stripe to /donate.
  'donate.thanks.title': 'Thank you for your donation!',
  'donate.notice.success':
    'Your gift helps us rescue food and pack boxes for neighbours. Stripe will e-mail your receipt shortly.',
  'donate.notice.cancelled': 'Donation cancelled',
  'donate.notice.tryAgain':
    'You have not been charged. You can try again below whenever you are ready.',
  // /donation-thanks
  'donate.thanks.checking': 'Checking your donation with Stripe…',
  'donate.thanks.back': 'Back to the donation form',
  'donate.thanks.incomplete': 'Your donation is not complete',
  'donate.thanks.incompleteText':
    'You have not been charged. You can try again whenever you are ready.',
  'donate.thanks.giftOf': 'Your gift of ',
  'donate.thanks.provides': " helps provide about {meals} meals ({source}'s figure).",
  'donate.thanks.providesMonthly':
    " helps provide about {meals} meals every month ({source}'s figure).",
  'donate.thanks.receipt': ' Stripe will e-mail your receipt shortly.',
  'donate.thanks.notFound': 'We could not find this donation',
  'donate.thanks.notFoundText': 'If you were charged, Stripe has e-mailed your receipt.',
  'donate.thanks.network': 'We could not reach our server',
  'donate.thanks.networkText':
    'Please check your connection and reload this page to see your donation.',
  'donate.thanks.unchecked': 'We could not check your donation just now',
  'donate.thanks.uncheckedText':
    'Please reload this page in a minute. If you were charged, Stripe has e-mailed your receipt.',
  // The record of a completed gift on /donation-thanks: the acknowledgment Stripe's receipts carry.
  'donate.record.title': 'Record of your gift',
  'donate.record.receivedBy': 'Received by',
  'donate.record.taxId': 'Tax registration',
  'donate.record.frequency': 'Frequency',
  'donate.record.monthly': 'Monthly',
  'donate.record.noGoods': 'No goods or services were provided in exchange for this contribution.',
  'donate.record.keep':
    'Keep this record with the receipt Stripe e-mails you: together they are the written acknowledgment the IRS asks for.',
  'donate.record.print': 'Print this record',
  // A monthly donor manages their gift in Stripe's customer portal.
  'donate.manage.button': 'Manage your monthly gift',
  'donate.manage.opening': 'Opening your gift’s page at Stripe…',
  'donate.manage.help': 'Stop, pause or change the card behind your gift on Stripe’s secure page.',
  'donate.manage.incomplete':
    'This donation is not complete, so there is no monthly gift to manage yet.',
  'donate.manage.notMonthly': 'This was a one-time gift: there is nothing to manage.',
  'donate.manage.tooOld':
    'This thank-you page is more than a day old, so it can no longer open your gift’s page.',
  'donate.manage.loginLink': 'Get a link to your gift by e-mail',
  'donate.manage.unavailable':
    'We could not open the page for your monthly gift just now. Write to {email} and we will change or stop it for you.',
  'donate.manage.writeTo': 'To change or stop your gift, write to {email}.',
  'donate.manage.already': 'Already give monthly? ',
  'donate.manage.alreadyLink': 'Manage your gift',
} as const
