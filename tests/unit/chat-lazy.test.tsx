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

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** jsdom has no PointerEvent: a pointerenter carrying its pointer's type. */
const pointerEnter = (target: Element, pointerType: string) =>
  fireEvent(target, Object.assign(new MouseEvent('pointerenter'), { pointerType }));

it("loads the chat's code only when it is first needed: the launcher hovered by a mouse, focused or pressed", async () => {
  const removePopover = installPopover();
  render(<ChatWidget />);
  await settle();
  expect(imports.count).toBe(0);
  const launcher = screen.getByRole('button', { name: /^Ask our assistant/ });
  // A finger enters as it touches, just before its tap: nothing is loaded ahead of the click.
  pointerEnter(launcher, 'touch');
  await settle();
  expect(imports.count).toBe(0);
  pointerEnter(launcher, 'mouse');
  await waitFor(() => expect(imports.count).toBe(1));
  removePopover();
});
