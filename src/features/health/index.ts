// The face of this feature for src/app (ESLint refuses deeper imports from there).
export { checkHealth } from './checkHealth.server'
export { dependencyStates } from './dependencies.server'
export { metricsAnswer } from './metricsAnswer.server'
