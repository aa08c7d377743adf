import { ElasticSlider, ImageSlider } from './Slider'

export const blockComponents = { imageSlider: ImageSlider, elasticSlider: ElasticSlider }
