// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ChatWidget } from '@/components/chat/chat-widget';
import { installPopover } from '../support/popover';

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/chat/chat-panel', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

it("loads the chat's code only when it is first needed: the launcher hovered, focused or pressed", async () => {
  const removePopover = installPopover();
  render(<ChatWidget />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(imports.count).toBe(0);
  fireEvent.pointerEnter(screen.getByRole('button', { name: /^Ask our assistant/ }));
  await waitFor(() => expect(imports.count).toBe(1));
  removePopover();
});
