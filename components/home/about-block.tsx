import { MediaSplit } from '@/components/marketing/media-split';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import { site } from '@/content/site';
import styles from './about-block.module.css';

const highlights = [
  'M-Pesa, bank and ERP integrations',
  'Offline-first apps for field teams',
  'Kenya Data Protection Act 2019 by design',
  'Weekly demos and transparent pricing',
] as const;

export function AboutBlock() {
  return (
    <Section tone="alt" labelledBy="home-about">
      <MediaSplit image="/images/home/about.svg">
        <SectionHeader
          id="home-about"
          eyebrow="About Us"
          title="A Nairobi engineering team that builds for East Africa"
          align="start"
        />
        <p>
          {site.name} designs, builds and runs software for startups, agencies and enterprises. We
          pair senior engineers with your team, ship in short sprints you can see, and stay on after
          launch to keep your systems fast, secure and up.
        </p>
        <ul className={styles.highlights}>
          {highlights.map((item) => (
            <li key={item}>
              <Icon name="check" size={20} className={styles.check} />
              {item}
            </li>
          ))}
        </ul>
        <ButtonLink href="/about">
          More About Us <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </MediaSplit>
    </Section>
  );
}
