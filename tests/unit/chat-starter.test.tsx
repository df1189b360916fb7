// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from '@/components/chat/chat-widget';
import { stubMatchMedia } from '../support/match-media';
import { installPopover } from '../support/popover';
import { jsonResponse } from '../support/responses';

const fetchMock = vi.fn<typeof fetch>();
let removePopover: () => void;
let page: { container: HTMLElement; root?: Root } | undefined;
let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  sessionStorage.clear();
  localStorage.clear();
  stubMatchMedia();
  vi.stubGlobal('fetch', fetchMock);
  removePopover = installPopover();
});
afterEach(() => {
  // The page as served and as hydrated agree, whatever the visitor did before the scripts.
  expect(consoleErrors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);
  consoleErrors.mockRestore();
  act(() => page?.root?.unmount());
  page?.container.remove();
  page = undefined;
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  removePopover();
});

const panel = () => document.getElementById('chat-panel')!;
const form = () => screen.getByRole('form', { name: 'Ask our team' });
const field = (label: string) => within(form()).getByLabelText(label);

/** The page as the server sent it, with what the visitor did before its scripts arrived. */
function servedPage({
  typed = {},
  open = false,
}: {
  typed?: Record<string, string>;
  open?: boolean;
}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ChatWidget />);
  document.body.append(container);
  for (const [name, value] of Object.entries(typed))
    (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
  if (open) panel().showPopover();
  page = { container };
}

/** The scripts arrive: React hydrates the page as it is. */
async function hydrate() {
  await act(async () => {
    page!.root = hydrateRoot(page!.container, <ChatWidget />);
  });
}

describe("the chat panel before the chat's script, and as it arrives", () => {
  it('keeps a panel opened and a question typed before the scripts, and offers the chat beside the form', async () => {
    servedPage({ typed: { name: 'Njeri', question: 'A website for our clinic?' }, open: true });
    await hydrate();
    // The first test of the file waits for the chat's code to load for the first time.
    await screen.findByRole(
      'button',
      { name: 'Chat with our assistant instead' },
      { timeout: 5000 },
    );
    expect(panel().matches(':popover-open')).toBe(true);
    expect(field('Your name')).toHaveValue('Njeri');
    expect(field('Your question')).toHaveValue('A website for our clinic?');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    // Kept in the browser too, as the chat's unsent question for the team.
    expect(localStorage.getItem('handoff-draft')).toContain('A website for our clinic?');
  });

  it('turns a panel opened before the scripts, with nothing typed, into the chat, with focus in the message box', async () => {
    servedPage({ open: true });
    await hydrate();
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    expect(screen.queryByRole('form', { name: 'Ask our team' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(panel().matches(':popover-open')).toBe(true);
  });

  it('switches to the chat on request, where the typed question waits as the unsent question for the team', async () => {
    const user = userEvent.setup();
    servedPage({ typed: { name: 'Njeri', question: 'A website for our clinic?' }, open: true });
    await hydrate();
    await user.click(
      await screen.findByRole('button', { name: 'Chat with our assistant instead' }),
    );
    await screen.findByRole('textbox', { name: 'Your message' });
    expect(
      screen.getByRole('region', { name: /You have an unsent question for our team/ }),
    ).toBeVisible();
  });

  it('sends the form as JSON once the scripts run, and thanks the visitor in the panel', async () => {
    const user = userEvent.setup();
    // A name typed before the scripts arrived keeps the form; the rest is typed after.
    servedPage({ typed: { name: 'Njeri' }, open: true });
    await hydrate();
    await user.type(field('Your email'), 'njeri@example.co.ke');
    await user.type(field('Your question'), 'A website for our clinic?');
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'm1' }, 202));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/chat/handoff');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Njeri',
      email: 'njeri@example.co.ke',
      question: 'A website for our clinic?',
      transcript: [],
      website: '',
      // Timed from the page's load: the form was in its HTML.
      startedAt: Math.round(performance.timeOrigin),
      source: { formPage: '/' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Njeri! Your question is with our team, and a person will reply to njeri@example.co.ke',
    );
    expect(localStorage.getItem('handoff-draft')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Chat with our assistant' }));
    await screen.findByRole('textbox', { name: 'Your message' });
  });

  it("keeps what was typed and shows the server's words when it refuses", async () => {
    const user = userEvent.setup();
    servedPage({
      typed: { name: 'Njeri', email: 'njeri@example.co.ke', question: 'Hi' },
      open: true,
    });
    await hydrate();
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Too many requests.' }, 429));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(field('Your question')).toHaveValue('Hi');
  });

  it('keeps the draft and lets the visitor send again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    servedPage({
      typed: { name: 'Njeri', email: 'njeri@example.co.ke', question: 'Hi' },
      open: true,
    });
    await hydrate();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'We could not reach our server.',
    );
    expect(JSON.parse(localStorage.getItem('handoff-draft') ?? '{}')).toMatchObject({
      fields: { question: 'Hi' },
    });

    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'm2' }, 202));
    await user.click(within(form()).getByRole('button', { name: 'Send to the team' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Njeri!');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('handoff-draft')).toBeNull();
  });
});
