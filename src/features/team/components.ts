import { Team } from './Team'

export const teamComponents = { team: Team }
