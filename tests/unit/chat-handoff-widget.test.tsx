// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatCopy } from '@/components/chat/chat-copy';
import type { ChatMessage } from '@/components/chat/chat-storage';
import { questionFor, TRANSCRIPT_CAPS, transcriptFor } from '@/components/chat/handoff-transcript';
import { handoffSchema } from '@/lib/schemas';
import { openChat, chatPageForEachTest } from '../support/chat-widget';
import { jsonResponse } from '../support/responses';

const fetchMock = vi.fn<typeof fetch>();
/** The body of the n-th call to the server. */
const sent = (n: number) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body)) as unknown;

chatPageForEachTest(fetchMock);

/** Opens the chat and asks one question, which the server answers with `answer`. */
async function ask(question: string, answer: object) {
  const { user, input } = await openChat();
  fetchMock.mockResolvedValueOnce(jsonResponse(answer));
  await user.type(input, `${question}{Enter}`);
  return { user, input };
}

const form = () => screen.getByRole('form', { name: 'Pass your question to our team' });

describe('passing a question to a person from the chat', () => {
  it('offers it when the assistant cannot help, and sends the question with the conversation', async () => {
    const { user, input } = await ask('Do you support Odoo?', {
      reply: "I'm not sure about that.",
      handoff: 'unanswered',
    });
    await user.click(await screen.findByRole('button', { name: 'Pass my question on' }));
    expect(within(form()).getByLabelText('Your name')).toHaveFocus();
    expect(within(form()).getByLabelText('Your question')).toHaveValue('Do you support Odoo?');

    await user.type(within(form()).getByLabelText('Your name'), 'Chebet');
    await user.type(within(form()).getByLabelText('Your email'), 'chebet@example.co.ke');
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'm1' }, 202));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));

    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/chat/handoff');
    expect(sent(1)).toEqual({
      name: 'Chebet',
      email: 'chebet@example.co.ke',
      question: 'Do you support Odoo?',
      transcript: [
        { sender: 'user', text: 'Do you support Odoo?' },
        { sender: 'bot', text: "I'm not sure about that." },
      ],
      website: '',
      startedAt: expect.any(Number),
      // The page the chat was opened on (jsdom's), and where the visit started when noted.
      source: { formPage: '/' },
    });
    expect(await screen.findByRole('log')).toHaveTextContent(
      'Thank you, Chebet! Your question is with our team, and a person will reply to chebet@example.co.ke',
    );
    expect(screen.queryByRole('form', { name: /Pass your question/ })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('shows the form at once when the visitor asks for a person, starting from the earlier question', async () => {
    const { user, input } = await ask('How long does an ERP take?', {
      reply: 'About 3 to 6 months.',
    });
    await screen.findByText('About 3 to 6 months.');
    fetchMock.mockResolvedValueOnce(jsonResponse({ reply: 'Of course.', handoff: 'requested' }));
    await user.type(input, 'Can I talk to a person?{Enter}');
    expect(await screen.findByRole('form', { name: /Pass your question/ })).toBeVisible();
    expect(within(form()).getByLabelText('Your question')).toHaveValue(
      'How long does an ERP take?',
    );
    expect(within(form()).getByLabelText('Your name')).not.toHaveFocus();
  });

  it("keeps what was typed and shows the server's words when it refuses", async () => {
    const { user } = await ask('Can I talk to a person?', { reply: 'Sure.', handoff: 'requested' });
    await screen.findByRole('form', { name: /Pass your question/ });
    await user.type(within(form()).getByLabelText('Your name'), 'Chebet');
    await user.type(within(form()).getByLabelText('Your email'), 'chebet@example.co.ke');
    await user.type(within(form()).getByLabelText('Your question'), 'A quote for an app');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Too many requests.' }, 429));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(within(form()).getByLabelText('Your name')).toHaveValue('Chebet');
    expect(within(form()).getByLabelText('Your question')).toHaveValue('A quote for an app');
  });

  it('goes away when the visitor says not now, and the chat carries on', async () => {
    const { user, input } = await ask('Do you support Odoo?', {
      reply: "I'm not sure.",
      handoff: 'unanswered',
    });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Pass my question on' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('leaves the offer out of the conversation saved for other pages', async () => {
    await ask('Do you support Odoo?', { reply: "I'm not sure.", handoff: 'unanswered' });
    await screen.findByRole('button', { name: 'Pass my question on' });
    expect(sessionStorage.getItem('chat-conversation-v1')).not.toContain('handoff');
  });
});

describe('the conversation a hand-off carries', () => {
  const message = (i: number, text = `message ${i}`): ChatMessage => ({
    sender: i % 2 ? 'bot' : 'user',
    text,
  });

  it('leaves out the greeting and keeps the newest messages within the caps', () => {
    const long = Array.from({ length: 30 }, (_, i) => message(i, 'x'.repeat(2000)));
    const carried = transcriptFor([{ sender: 'bot', text: chatCopy.greeting }, ...long]);
    expect(carried.length).toBeLessThanOrEqual(TRANSCRIPT_CAPS.entries);
    expect(carried.every((m) => m.text.length === TRANSCRIPT_CAPS.entryMax)).toBe(true);
    expect(carried.reduce((sum, m) => sum + m.text.length, 0)).toBeLessThanOrEqual(
      TRANSCRIPT_CAPS.total,
    );
    expect(carried.at(-1)).toEqual({ sender: 'bot', text: 'x'.repeat(1500) });
    const short = Array.from({ length: 20 }, (_, i) => message(i));
    expect(transcriptFor(short).map((m) => m.text)).toEqual(short.slice(-12).map((m) => m.text));
  });

  it('is always a conversation the server accepts, however long the chat was', () => {
    const long = Array.from({ length: 40 }, (_, i) => message(i, 'y'.repeat(3000)));
    const payload = {
      name: 'Wanjiku',
      email: 'wanjiku@example.co.ke',
      question: 'Can a person call me back?',
      transcript: transcriptFor(long),
    };
    expect(handoffSchema.safeParse(payload).success).toBe(true);
  });

  it('starts the question from the message the offer answered', () => {
    const asked: ChatMessage[] = [
      { sender: 'user', text: 'first' },
      { sender: 'bot', text: 'answer' },
      { sender: 'user', text: 'a person please' },
      { sender: 'bot', text: 'sure', handoff: 'requested' },
    ];
    expect(questionFor(asked, 3)).toBe('first');
    expect(questionFor([...asked.slice(0, 3), { ...asked[3]!, handoff: 'unanswered' }], 3)).toBe(
      'a person please',
    );
    expect(questionFor(asked.slice(2), 1)).toBe('');
  });
});
