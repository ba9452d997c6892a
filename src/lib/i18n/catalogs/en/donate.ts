/** English messages of donating: the donate page, its form and the thank-you page. Keys start with 'donate.'. */
export const donate = {} as const
