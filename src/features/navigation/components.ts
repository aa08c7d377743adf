import { VerticalMenu } from './VerticalMenu'

export const navigationComponents = { verticalMenu: VerticalMenu }
