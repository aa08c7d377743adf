import { VerticalMenu } from './verticalMenu/VerticalMenu'

export const blockComponents = { verticalMenu: VerticalMenu }
