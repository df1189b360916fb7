import { MediaSplit } from '@/components/marketing/media-split';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeader } from '@/components/ui/section';
import { aboutIntro, aboutStoryImage, EXPERTS_SUBJECT } from '@/content/about';
import { contactHref, site } from '@/content/site';
import styles from './about.module.css';

export function AboutIntro() {
  return (
    <Section labelledBy="about-intro">
      <MediaSplit image={aboutStoryImage} eager>
        <SectionHeader
          id="about-intro"
          eyebrow={`About ${site.name}`}
          title={site.tagline}
          align="start"
        />
        {aboutIntro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <div className={styles.actions}>
          <ButtonLink href={contactHref(EXPERTS_SUBJECT)}>OUR EXPERTS</ButtonLink>
          <ExternalButtonLink href={site.profilePdf} variant="outline">
            <Icon name="document" size={18} />
            Want To Know Why ?
          </ExternalButtonLink>
        </div>
      </MediaSplit>
    </Section>
  );
}
