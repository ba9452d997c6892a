/** English messages of the Impact page: the glance, the timeline, the reports and their saved state. Keys start with 'impact.'. */
export const impact = {} as const
