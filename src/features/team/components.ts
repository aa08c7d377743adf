import { Team } from './Team'

export const blockComponents = { team: Team }
