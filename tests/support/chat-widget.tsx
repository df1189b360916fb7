import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { ChatWidget } from '@/components/chat/chat-widget';
import { stubMatchMedia } from './match-media';
import { installPopover } from './popover';

/**
 * Each test of the file starts on a fresh page for the chat widget: an empty session storage, a
 * desktop's screen (`stubMatchMedia`), the Popover API jsdom lacks, and `fetchMock` in place of
 * `fetch`, reset after each test.
 */
export function chatPageForEachTest(fetchMock: Mock<typeof fetch>) {
  let removePopover: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    stubMatchMedia();
    vi.stubGlobal('fetch', fetchMock);
    removePopover = installPopover();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    removePopover();
  });
}

/** The launcher. Its name follows the panel from CSS, which jsdom does not apply: it holds both. */
export const chatLauncher = () => screen.getByRole('button', { name: /^Ask our assistant/ });

/** Renders the widget, opens it by its launcher, and waits for the chat's message box. */
export async function openChat() {
  const user = userEvent.setup();
  render(<ChatWidget />);
  await user.click(chatLauncher());
  // The chat's code loads on first use: the first test of a file waits for its import.
  const input = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 5000 });
  return { user, input };
}
