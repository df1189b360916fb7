import 'server-only';
import { contactHref, site } from '@/content/site';
import { fold } from './search-terms';
import { link } from './knowledge-types';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';
type Language = 'en' | 'sw';

const WORDS: Record<SmallTalk, Record<string, Language>> = {
  greeting: {
    hi: 'en',
    hello: 'en',
    hey: 'en',
    hiya: 'en',
    howdy: 'en',
    greetings: 'en',
    morning: 'en',
    afternoon: 'en',
    evening: 'en',
    habari: 'sw',
    jambo: 'sw',
    hujambo: 'sw',
    mambo: 'sw',
    sasa: 'sw',
    niaje: 'sw',
    salaam: 'sw',
    salama: 'sw',
    shikamoo: 'sw',
    sema: 'sw',
  },
  thanks: {
    thanks: 'en',
    thank: 'en',
    thx: 'en',
    cheers: 'en',
    appreciated: 'en',
    asante: 'sw',
    ahsante: 'sw',
    shukran: 'sw',
    shukrani: 'sw',
  },
  goodbye: {
    bye: 'en',
    goodbye: 'en',
    later: 'en',
    farewell: 'en',
    kwaheri: 'sw',
    tutaonana: 'sw',
    baadaye: 'sw',
  },
};

/** Words that may surround small talk without making it a question. */
const FILLER = new Set(
  (
    'good day how are you doing there all team guys a lot so much very again see soon ok okay ' +
    'great nice yako vipi poa sana za asubuhi mchana jioni leo rafiki nyote wote na wewe kabisa ' +
    site.shortName.toLowerCase()
  ).split(' '),
);

export type SmallTalkMatch = { kind: SmallTalk; language: Language; only: boolean };

/** Finds a greeting, thanks or goodbye; `only` when the message is nothing else. */
export function detectSmallTalk(message: string): SmallTalkMatch | null {
  const words = fold(message)
    .split(/[^a-z]+/)
    .filter(Boolean);
  let found: SmallTalkMatch | null = null;
  let other = 0;
  for (const word of words) {
    const hit = (Object.keys(WORDS) as SmallTalk[]).find((kind) => WORDS[kind][word]);
    if (hit && !found) found = { kind: hit, language: WORDS[hit][word]!, only: true };
    else if (!hit && !FILLER.has(word)) other += 1;
  }
  return found && { ...found, only: other === 0 };
}

const topics = 'our services, prices, timelines, location or the free consultation';

const REPLIES: Record<SmallTalk, Record<Language, string>> = {
  greeting: {
    en: `Hello, and welcome to ${site.name}! Ask me about ${topics}.`,
    sw: `Jambo! Karibu ${site.name}. Ask me about ${topics}.`,
  },
  thanks: {
    en: `You're welcome! Anything else I can help you with?`,
    sw: `Karibu sana! Anything else I can help you with?`,
  },
  goodbye: {
    en: `Goodbye, and thank you for visiting! If anything comes up, ${link('write to us', contactHref('Question from the website chat'))}.`,
    sw: `Kwaheri, and thank you for visiting! If anything comes up, ${link('write to us', contactHref('Question from the website chat'))}.`,
  },
};

export function smallTalkReply(match: SmallTalkMatch): string {
  return REPLIES[match.kind][match.language];
}

/** The short greeting put in front of an answer to "Habari, ...?" */
export function greetingPrefix(match: SmallTalkMatch): string {
  return match.language === 'sw' ? 'Jambo!' : 'Hello!';
}
