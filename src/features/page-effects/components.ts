import { FullHeightSections } from './FullHeightSections'
import { SidebarLayout } from './SidebarLayout'

export const pageEffectsComponents = {
  fullHeightSections: FullHeightSections,
  sidebarLayout: SidebarLayout,
}
