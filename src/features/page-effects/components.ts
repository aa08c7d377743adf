import { FullHeightSections } from './FullHeightSections'
import { SidebarLayout } from './SidebarLayout'

export const blockComponents = {
  fullHeightSections: FullHeightSections,
  sidebarLayout: SidebarLayout,
}
