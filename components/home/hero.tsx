import { slides } from '@/content/slides';
import { HeroCarousel } from './hero-carousel';
import { HeroSlideView } from './hero-slide';

/** The home hero: every slide is in the static HTML; Swiper only takes over after hydration. */
export function Hero() {
  return (
    <HeroCarousel count={slides.length}>
      {slides.map((slide, index) => (
        <HeroSlideView key={slide.image} slide={slide} index={index} count={slides.length} />
      ))}
    </HeroCarousel>
  );
}
