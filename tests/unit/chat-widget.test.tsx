// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { stubMatchMedia } from '../support/match-media';
import { jsonResponse } from '../support/responses';

type Resolver = (response: Response) => void;
let resolveFetch: Resolver;
const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));

beforeEach(() => {
  sessionStorage.clear();
  stubMatchMedia();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

async function openChat() {
  const user = userEvent.setup();
  render(<ChatLauncher />);
  await user.click(screen.getByRole('button', { name: 'Ask our assistant' }));
  const input = await screen.findByRole('textbox', { name: 'Your message' });
  return { user, input };
}

describe('the chat widget', () => {
  it('opens a labelled dialog with a greeting, suggestions and focus in the message box', async () => {
    const { input } = await openChat();
    expect(screen.getByRole('dialog', { name: 'Chat with Kilele' })).toBeVisible();
    expect(screen.getByRole('log')).toHaveTextContent(/Jambo!/);
    expect(screen.getAllByRole('button', { name: /\?$/ }).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('sends with Enter, adds a line with Shift+Enter, and never sends whitespace', async () => {
    const { user, input } = await openChat();
    await user.type(input, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('line one\nline two');
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ message: 'line one\nline two' });
    expect(input).toHaveValue('');
  });

  it('shows the thinking state and disables send until the reply, then shows the reply with its link', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'Where are you?{Enter}');
    expect(screen.getByText('Bot is thinking...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await act(async () => resolveFetch(jsonResponse({ reply: 'See [Locate Us](/maps).' })));
    expect(await screen.findByRole('link', { name: 'Locate Us' })).toHaveAttribute('href', '/maps');
    expect(screen.queryByText('Bot is thinking...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the error field when there is no reply', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'hello{Enter}');
    await act(async () => resolveFetch(jsonResponse({ error: 'Too many requests.' })));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  });

  it('asks to try again later when the network fails or the answer is not JSON', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'hello{Enter}');
    await act(async () => resolveFetch(new Response('<html>oops</html>', { status: 502 })));
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask our assistant' })).toHaveFocus();
  });

  it('keeps the conversation for the session', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'Do you build apps?{Enter}');
    await act(async () => resolveFetch(jsonResponse({ reply: 'Yes, we do.' })));
    await screen.findByText('Yes, we do.');
    expect(sessionStorage.getItem('chat-conversation-v1')).toContain('Do you build apps?');
  });
});
