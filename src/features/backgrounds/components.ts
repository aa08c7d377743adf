import { BackgroundVideoSection } from './BackgroundVideoSection'
import { ParallaxSection } from './ParallaxSection'

export const backgroundsComponents = {
  parallax: ParallaxSection,
  backgroundVideo: BackgroundVideoSection,
}
