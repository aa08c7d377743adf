// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring takes the plugin from ./plugin.
export * from './plugin'

export { latestPosts, listPostPaths, listPosts, postBySlug } from './postData.server'
export type { PostListView, PostTerm, PostView } from './postData.server'
export { FEED_SIZE, rssOf } from './postFeed'
export { POST_PATHS, postTargetOf } from './postPaths'
export { PostDetail } from './pages/PostDetail'
export { PostList, postListTitle } from './pages/PostList'
export { postCategories } from './postCategories.server'
