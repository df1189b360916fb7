import { describe, expect, it } from 'vitest';
import { answer, UNKNOWN_REPLY } from '@/lib/server/chat/answer';
import { knowledge } from '@/lib/server/chat/knowledge';
import { contactHref, site } from '@/content/site';
import { services } from '@/content/services';
import { products } from '@/content/products';

const markdownLink = /\[[^\]]+\]\(([^)\s]+)\)/;

describe('the built-in answerer', () => {
  it.each(['habari', 'Jambo!', 'mambo vipi', 'sasa', 'Niaje', 'Hujambo', 'Habari za asubuhi'])(
    'answers the Swahili greeting "%s" warmly in kind',
    (greeting) => {
      const result = answer(greeting);
      expect(result.kind).toBe('small-talk');
      expect(result.reply).toMatch(/^Jambo! Karibu/);
    },
  );

  it('answers an English greeting in English', () => {
    expect(answer('Hello there').reply).toContain(`welcome to ${site.name}`);
  });

  it('answers thanks and goodbyes in the visitor language', () => {
    expect(answer('Asante sana!').reply).toMatch(/^Karibu sana/);
    expect(answer('thank you').reply).toMatch(/^You're welcome/);
    expect(answer('Kwaheri').reply).toMatch(/^Kwaheri/);
    expect(answer('bye').reply).toMatch(/^Goodbye/);
  });

  it('greets back and still answers a question that starts with a greeting', () => {
    const result = answer('Habari, mko wapi?');
    expect(result.kind).toBe('answer');
    expect(result.reply).toMatch(/^Jambo! We are based in/);
    expect(result.reply).toContain('(/maps)');
  });

  it('answers a question in one or two sentences that link the page saying more', () => {
    const result = answer('Do you do IoT development?');
    expect(result.topic).toBe('service-iot-development');
    expect(result.reply.match(markdownLink)?.[1]).toBe('/iot-development');
    expect(
      result.reply.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length,
    ).toBeLessThanOrEqual(2);
  });

  it('says it does not know, and offers the contact form and the consultation, instead of guessing', () => {
    const result = answer('What is the capital of France?');
    expect(result).toEqual({ kind: 'unknown', reply: UNKNOWN_REPLY });
    expect(UNKNOWN_REPLY).toContain(`(${contactHref('Question from the website chat')})`);
    expect(UNKNOWN_REPLY).toContain(`(${site.consultationUrl})`);
  });

  it('gives the same answer to the same question every time', () => {
    const question = 'how much does an app cost';
    expect(answer(question)).toEqual(answer(question));
  });

  it('tolerates misspellings', () => {
    expect(answer('consulation').reply).toContain(site.consultationUrl);
    expect(answer('webiste redesing').reply).toContain('/website-creation');
  });
});

describe('the knowledge base', () => {
  it('is read from content/: every service and product has an entry linking its page', () => {
    const hrefs = knowledge.map((entry) => entry.href);
    for (const s of services) expect(hrefs).toContain(`/${s.slug}`);
    for (const p of products) expect(hrefs).toContain(`/products/${p.slug}`);
  });

  it('links, in every answer, the page the entry points to', () => {
    for (const entry of knowledge) expect(entry.answer).toContain(`](${entry.href})`);
  });

  it('states the contact details exactly as content/site.ts has them', () => {
    const contact = answer('What is your phone number?').reply;
    expect(contact).toContain(site.phone);
    expect(contact).toContain(site.email);
  });
});
