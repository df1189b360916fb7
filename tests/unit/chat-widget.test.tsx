// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatWidget } from '@/components/chat/chat-widget';
import { chatLauncher, openChat, chatPageForEachTest } from '../support/chat-widget';
import { jsonResponse } from '../support/responses';

type Resolver = (response: Response) => void;
let resolveFetch: Resolver;
const fetchMock = vi.fn<typeof fetch>(
  () => new Promise<Response>((resolve) => (resolveFetch = resolve)),
);

chatPageForEachTest(fetchMock);

describe('the chat widget in the HTML', () => {
  it('is a launcher that opens its panel by itself: a labelled dialog with a close button', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<ChatWidget />);
    const button = page.querySelector('button')!;
    const panel = page.querySelector(`#${button.getAttribute('popovertarget')}`)!;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(page.querySelector(`#${panel.getAttribute('aria-labelledby')}`)).toHaveTextContent(
      'Chat with Kilele',
    );
    // One name for each state; CSS shows the one that says what pressing it does next.
    expect(button).toHaveTextContent('Ask our assistant');
    expect(button).toHaveTextContent('Close chat');
    const close = panel.querySelector('button[aria-label="Close chat"]')!;
    expect(close.getAttribute('popovertarget')).toBe(panel.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it("holds a form for the team that the browser posts itself, until the chat's script is there", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<ChatWidget />);
    const form = page.querySelector<HTMLFormElement>('[role="dialog"] form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/chat/handoff');
    expect([...new FormData(form).keys()]).toEqual(['name', 'email', 'question', 'website']);
    for (const name of ['name', 'email', 'question'])
      expect(form.elements.namedItem(name)).toBeRequired();
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent('Send to the team');
  });
});

describe('the chat widget', () => {
  it('opens a labelled dialog with a greeting, suggestions and focus in the message box', async () => {
    const { input } = await openChat();
    expect(screen.getByRole('dialog', { name: 'Chat with Kilele' })).toBeVisible();
    // The chat took the form's place: nothing had been typed into it.
    expect(screen.queryByRole('form', { name: 'Ask our team' })).not.toBeInTheDocument();
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
    const { user, input } = await openChat();
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(chatLauncher()).toHaveFocus());
  });

  it('closes with its close button, gives focus back to the launcher, and opens again as it was', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'half a question');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(chatLauncher()).toHaveFocus());
    await user.click(chatLauncher());
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('half a question');
  });

  it('keeps the conversation for the session', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'Do you build apps?{Enter}');
    await act(async () => resolveFetch(jsonResponse({ reply: 'Yes, we do.' })));
    await screen.findByText('Yes, we do.');
    expect(sessionStorage.getItem('chat-conversation-v1')).toContain('Do you build apps?');
  });
});
