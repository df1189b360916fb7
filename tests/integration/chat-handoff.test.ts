import { describe, expect, it } from 'vitest';
import { afterTasks, runAfterTasks } from '../support/after';
import { CONTACT_TO, handlerEnvForFile } from '../support/handler-env';
import { headerLines, mailPart, unfolded } from '../support/smtp';
import { newClientIp, postJson } from '../support/requests';
import { offTopic } from '../fixtures/chat-eval';

const env = handlerEnvForFile(); // the default limits: 5 messages to the team a minute

const chat = await import('@/app/api/chat/route');
const handoff = await import('@/app/api/chat/handoff/route');
const contact = await import('@/app/api/contact/route');
const { asksForPerson, PERSON_REPLY } = await import('@/lib/server/chat/handoff');
const { answer, UNKNOWN_REPLY } = await import('@/lib/server/chat/answer');
const { getStore } = await import('@/lib/server/store/default');
const { deliveryStatus } = await import('../support/outbox');

const conversation = [
  { sender: 'bot', text: 'Jambo! Ask me anything about our services.' },
  { sender: 'user', text: 'Do you integrate with Odoo for a pharmacy chain?' },
  { sender: 'bot', text: UNKNOWN_REPLY },
] as const;
let n = 0;
const handoffBody = (over: object = {}) => ({
  name: 'Chebet Langat',
  email: `chebet-${++n}@example.co.ke`,
  question: 'Do you integrate with Odoo for a pharmacy chain?',
  transcript: conversation,
  website: '',
  startedAt: Date.now() - 30_000,
  ...over,
});
const messagesTo = async (email: string) =>
  (await getStore().listMessages()).filter((m) => m.email === email);

describe('when the chat offers a person', () => {
  it.each([
    'Can I talk to a human?',
    'I want to speak to someone',
    'agent please',
    'Please put me through to your sales team',
    'Nataka kuongea na mtu',
  ])('recognises "%s" as asking for a person', (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    'How many people are on your team?',
    'Can someone build me an app in a month?',
    'Do you have staff in Mombasa?',
    'What does an engineer cost per day?',
  ])('does not mistake "%s" for asking for a person', (message) => {
    expect(asksForPerson(message)).toBe(false);
  });

  it('offers the hand-off when the visitor asks for a person', async () => {
    const response = await chat.POST(postJson('/api/chat', { message: 'Can I talk to a person?' }));
    expect(await response.json()).toEqual({ reply: PERSON_REPLY, handoff: 'requested' });
  });

  it('offers the hand-off when the assistant has no answer, and not when it has one', async () => {
    const question = offTopic.find((q) => answer(q).kind === 'unknown')!;
    const unknown = await chat.POST(postJson('/api/chat', { message: question }));
    expect(await unknown.json()).toEqual({ reply: UNKNOWN_REPLY, handoff: 'unanswered' });
    const known = await chat.POST(postJson('/api/chat', { message: 'Where are you located?' }));
    expect(await known.json()).not.toHaveProperty('handoff');
  });
});

describe('POST /api/chat/handoff', () => {
  it('stores one contact message with the question and the conversation, and mails it once', async () => {
    const body = handoffBody();
    const response = await handoff.POST(postJson('/api/chat/handoff', body));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };

    const [stored, ...more] = await messagesTo(body.email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ id, kind: 'handoff', name: 'Chebet Langat' });
    expect(await deliveryStatus(id)).toBe('pending');
    expect(stored?.subject).toBe(
      'From the website chat: Do you integrate with Odoo for a pharmacy chain?',
    );
    expect(stored?.message).toBe(
      [
        'Do you integrate with Odoo for a pharmacy chain?',
        '--- The conversation so far ---',
        `Assistant: ${conversation[0].text}`,
        `Visitor: ${conversation[1].text}`,
        `Assistant: ${UNKNOWN_REPLY}`,
      ].join('\n\n'),
    );

    await runAfterTasks();
    expect(env.smtp.received).toHaveLength(1);
    const mail = env.smtp.received[0]!;
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(headerLines(mail.raw)).toContain(
      `Subject: [Kilele Technologies] From the website chat: Do you integrate with Odoo for a pharmacy chain?`,
    );
    expect(unfolded(mail.raw)).toContain(`Reply-To: Chebet Langat <${body.email}>`);
    expect(await deliveryStatus(id)).toBe('sent');
    await runAfterTasks();
    expect(env.smtp.received).toHaveLength(1);
  });

  it('escapes what the visitor and the transcript say in the HTML mail, and keeps the subject on one line', async () => {
    const body = handoffBody({
      question: 'Line one\nBcc: victim@example.com <script>alert(1)</script>',
      transcript: [{ sender: 'user', text: '<img src=x onerror=alert(2)>' }],
    });
    expect((await handoff.POST(postJson('/api/chat/handoff', body))).status).toBe(202);
    await runAfterTasks();
    const raw = env.smtp.received[0]!.raw;
    expect(headerLines(raw).filter((line) => /^bcc:/i.test(line))).toEqual([]);
    const html = mailPart(raw, 'text/html') ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Visitor: &lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<(script|img)/);
  });

  it.each([
    ['more than 12 messages', { transcript: Array(13).fill({ sender: 'user', text: 'hi' }) }],
    [
      'a message over 1,500 characters',
      { transcript: [{ sender: 'bot', text: 'x'.repeat(1501) }] },
    ],
    [
      'a conversation over 6,000 characters',
      { transcript: Array(5).fill({ sender: 'user', text: 'x'.repeat(1300) }) },
    ],
    ['a speaker that is neither', { transcript: [{ sender: 'admin', text: 'hi' }] }],
    ['no email address', { email: '' }],
    ['an empty question', { question: '  ' }],
  ])('refuses %s with a 400, storing nothing', async (_, over) => {
    const body = handoffBody(over);
    const response = await handoff.POST(postJson('/api/chat/handoff', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    expect(await messagesTo(body.email)).toEqual([]);
  });

  it('refuses a body over 24 KB with 413 and a cross-site call with 403', async () => {
    const huge = handoffBody({ question: 'x'.repeat(25 * 1024) });
    expect((await handoff.POST(postJson('/api/chat/handoff', huge))).status).toBe(413);
    const foreign = postJson('/api/chat/handoff', handoffBody(), {
      headers: { origin: 'https://evil.example' },
    });
    expect((await handoff.POST(foreign)).status).toBe(403);
  });

  it('answers a filled honeypot like a person but stores and mails nothing', async () => {
    const body = handoffBody({ website: 'https://seo.example' });
    expect((await handoff.POST(postJson('/api/chat/handoff', body))).status).toBe(202);
    expect(await messagesTo(body.email)).toEqual([]);
    expect(afterTasks).toHaveLength(0);
  });

  it('counts against the same limit as the contact form', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 5; i++) {
      const lead = {
        name: 'A',
        email: `limit-${i}@example.co.ke`,
        subject: 'S',
        message: 'M',
        startedAt: Date.now() - 60_000,
      };
      expect((await contact.POST(postJson('/api/contact', lead, { ip }))).status).toBe(202);
    }
    const sixth = await handoff.POST(postJson('/api/chat/handoff', handoffBody(), { ip }));
    expect(sixth.status).toBe(429);
  });
});
