import { ElasticSlider, ImageSlider } from './Slider'

export const sliderComponents = { imageSlider: ImageSlider, elasticSlider: ElasticSlider }
