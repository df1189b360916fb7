import { slides } from '@/content/slides';
import { itemId } from '@/lib/carousel';
import { HeroCarousel } from './hero-carousel';
import { HeroSlideView } from './hero-slide';

/** The home hero: every slide is in the static HTML, and its dots are links to them. */
export function Hero() {
  const ids = slides.map((_, index) => itemId('slide', index));
  return (
    <HeroCarousel slideIds={ids}>
      {slides.map((slide, index) => (
        <HeroSlideView
          key={slide.image}
          id={ids[index]!}
          slide={slide}
          index={index}
          count={slides.length}
        />
      ))}
    </HeroCarousel>
  );
}
