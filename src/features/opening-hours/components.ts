import { OpeningHours } from './OpeningHours'

export const openingHoursComponents = { openingHours: OpeningHours }
