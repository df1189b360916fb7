import { MediaSplit } from '@/components/marketing/media-split';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import { mission, vision } from '@/content/about';
import styles from './about.module.css';

export function MissionVision() {
  return (
    <Section labelledBy="about-purpose">
      <MediaSplit image="/images/about/mission.svg" reverse>
        <SectionHeader
          id="about-purpose"
          eyebrow="Our Purpose"
          title="Mission and vision"
          align="start"
        />
        <div className={styles.purpose}>
          <Icon name="target" size={28} className={styles.purposeIcon} />
          <div>
            <h3>Our Mission</h3>
            <p>{mission}</p>
          </div>
        </div>
        <div className={styles.purpose}>
          <Icon name="eye" size={28} className={styles.purposeIcon} />
          <div>
            <h3>Our Vision</h3>
            <p>{vision}</p>
          </div>
        </div>
      </MediaSplit>
    </Section>
  );
}
