import type { Metadata } from 'next';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { MediaSplit } from '@/components/marketing/media-split';
import { SkillBars } from '@/components/marketing/skill-bars';
import { StatsBlock } from '@/components/marketing/stats-block';
import { ButtonLink } from '@/components/ui/button';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import { EXPERTS_SUBJECT } from '@/content/about';
import { skillBars, strengths } from '@/content/skills';
import { contactHref } from '@/content/site';
import { skillStats } from '@/content/stats';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Our Skills',
  description: 'The skills, experience and track record behind the software we deliver.',
  path: '/our-skills',
});

export default function Page() {
  return (
    <>
      <PageHero
        title="Our Skills"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="Our Skills"
        intro="The experience, tools and habits behind every system we deliver."
        fadeOnScroll
      />
      <StatsBlock stats={skillStats} label="Our experience in numbers" />
      <Section labelledBy="skills-best">
        <SectionHeader
          id="skills-best"
          eyebrow="What We Do Best"
          title="Deep skills where East African businesses need them"
        />
        <FeatureGrid items={strengths} />
      </Section>
      <Section labelledBy="skills-expertise">
        <MediaSplit image="/images/skills/expertise.svg">
          <SectionHeader
            id="skills-expertise"
            eyebrow="Our Expertise"
            title="Skills we measure ourselves on"
            align="start"
          />
          <p>
            We track these every quarter across our delivery team, and we are honest about where we
            are still growing.
          </p>
          <SkillBars skills={skillBars} />
          <p>
            <ButtonLink href={contactHref(EXPERTS_SUBJECT)}>OUR EXPERTS</ButtonLink>
          </p>
        </MediaSplit>
      </Section>
    </>
  );
}
