import { BackgroundVideoSection } from './BackgroundVideoSection'
import { ParallaxSection } from './ParallaxSection'

export const blockComponents = {
  parallax: ParallaxSection,
  backgroundVideo: BackgroundVideoSection,
}
