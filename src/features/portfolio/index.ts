// The face of this feature: what src/app and tests may use. The wiring takes the plugin from
// ./plugin.
export * from './plugin'

export { listWork, listWorkPaths, workBySlug, workCategories } from './portfolioData.server'
export { PORTFOLIO_PATHS, portfolioTargetOf } from './portfolioPaths'
export { PortfolioList } from './pages/PortfolioList'
export { WorkDetail } from './pages/WorkDetail'
