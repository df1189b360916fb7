import { autoplayIcons } from '@/components/marketing/autoplay-icons';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { contactHref } from '@/content/site';
import { GET_STARTED_SUBJECT, slides } from '@/content/slides';
import { itemId } from '@/lib/carousel';
import { HeroCarousel } from './hero-carousel';
import { HeroSlideView } from './hero-slide';

/**
 * The home hero: every slide is in the static HTML, and its dots are links to them. One GET
 * STARTED serves them all: it stays in place while the slides change under it.
 */
export function Hero() {
  const ids = slides.map((_, index) => itemId('slide', index));
  return (
    <HeroCarousel
      slideIds={ids}
      toggleIcons={autoplayIcons}
      action={
        <ButtonLink href={contactHref(GET_STARTED_SUBJECT)} variant="accent">
          GET STARTED
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    >
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
