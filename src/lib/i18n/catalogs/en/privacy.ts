/** English messages of the privacy and terms page. Keys start with 'privacy.'. */
export const privacy = {} as const
