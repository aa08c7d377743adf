import { OpeningHours } from './OpeningHours'

export const blockComponents = { openingHours: OpeningHours }
