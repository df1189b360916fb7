import { SafeImage } from '@/components/ui/safe-image';
import { Section, SectionHeader } from '@/components/ui/section';
import styles from './service-overview.module.css';

type Props = { headline: string; image: string; children: React.ReactNode };

/** What the service is: the headline, the overview (the page's Markdown) and the service's artwork. */
export function ServiceOverview({ headline, image, children }: Props) {
  return (
    <Section labelledBy="service-overview">
      <div className={styles.grid}>
        <div className={styles.text}>
          <SectionHeader
            id="service-overview"
            eyebrow="What it is"
            title={headline}
            align="start"
          />
          {children}
        </div>
        <div className={styles.media}>
          {/* Decorative artwork: the heading and text carry the meaning. Lazy: on a phone it
              is below the first screen, and the heading, not the picture, is the largest paint. */}
          <SafeImage
            src={image}
            alt=""
            width={640}
            height={400}
            loading="lazy"
            className={styles.image}
          />
        </div>
      </div>
    </Section>
  );
}
