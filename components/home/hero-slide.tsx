import { Icon } from '@/components/ui/icon';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { SafeImage } from '@/components/ui/safe-image';
import { LaterArt } from './later-art';
import type { HeroSlide } from '@/content/slides';
import styles from './hero.module.css';

type HeroSlideViewProps = { id: string; slide: HeroSlide; index: number; count: number };

export function HeroSlideView({ id, slide, index, count }: HeroSlideViewProps) {
  const first = index === 0;
  const art = {
    className: styles.image,
    src: slide.image,
    alt: slide.alt,
    width: 1600,
    height: 900,
  };
  return (
    <div
      id={id}
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
    >
      {first ? (
        // The page's largest paint: fetched first, never lazily. The response's Link header
        // (lib/server/preload-headers.ts) has already asked for it, so the head needs no hint of
        // its own: React adds one for an eager, high-priority image, except inside a <picture>,
        // and the home page's first flight has no bytes to spare for the copy.
        <picture>
          <SafeImage {...art} fetchPriority="high" loading="eager" />
        </picture>
      ) : (
        // The later slides' pictures wait until one of them is on its way (HeroCarousel).
        <LaterArt>
          <SafeImage {...art} loading="lazy" />
        </LaterArt>
      )}
      <div className={`container ${styles.content}`}>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.subtitle}>{slide.subtitle}</p>
        <ul className={styles.features}>
          {slide.features.map((feature) => (
            <li key={feature.label}>
              {/* The first slide's icons are on the first screen; the others' come from the sprite. */}
              {first ? (
                <Icon name={feature.icon} size={20} />
              ) : (
                <SpriteIcon name={feature.icon} tone="accent" size={20} />
              )}
              {feature.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
