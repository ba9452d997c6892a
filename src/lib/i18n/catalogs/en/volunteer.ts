/** English messages of the volunteer page: the session facts, the schedule, sign-up, calendar. Keys start with 'volunteer.'. */
export const volunteer = {} as const
