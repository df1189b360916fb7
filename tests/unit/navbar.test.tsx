// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/components/shell/navbar';

const location = vi.hoisted(() => ({ pathname: '/about' }));
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));
// What the menus do once scripts run needs a browser's popovers (tests/e2e/shell.spec.ts and
// tests/smoke/controls-menu.test.ts).
vi.mock('@/components/shell/nav-menus', async (original) => ({
  ...(await original<typeof import('@/components/shell/nav-menus')>()),
  NavMenus: () => null,
}));

function renderNavbar() {
  render(
    <>
      <Navbar brand="Test Brand" shortBrand="Test" />
      <p>Outside</p>
    </>,
  );
  return userEvent.setup();
}

describe('Navbar', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    location.pathname = '/about';
  });

  it('links Home, About Us, Our Services, Blogs and Contact Us in order', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(1, 6)).toEqual(['Home', 'About Us', 'Our Services', 'Blogs', 'Contact Us']);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the phone menu as a popover and the products as a <details>, from the HTML alone', async () => {
    const user = renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const summary = within(nav).getByText('Our Products', { selector: 'summary' });
    const dropdown = summary.closest('details')!;
    expect(dropdown).not.toHaveAttribute('open');
    expect(
      within(dropdown)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual([
      'Hotel Management System',
      'Microfinance Platform',
      'Debt Tracking App',
      'Booking System',
    ]);
    await user.click(summary);
    expect(dropdown).toHaveAttribute('open');
    const toggle = nav.querySelector('button[popovertarget]')!;
    const list = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(list).toContainElement(dropdown);
    // The list comes right after its toggle, which CSS shows only once the list is parsed (a
    // phone paints a page it is still parsing): a toggle on screen always has its list.
    expect(toggle.nextElementSibling).toBe(list);
    // The browser says whether it is open: no aria-expanded beside popovertarget.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    // Both names are in the button; the menu's state in CSS hides the one that does not apply.
    expect(toggle).toHaveTextContent('Open menu');
    expect(toggle).toHaveTextContent('Close menu');
  });

  it('puts what it is given after the links, the order wide screens show them in', () => {
    render(
      <Navbar brand="Test Brand" shortBrand="Test">
        <a href="https://example.com/book">Book a call</a>
      </Navbar>,
    );
    const list = document.querySelector('[popover]')!;
    const call = screen.getByRole('link', { name: 'Book a call' });
    expect(list.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list).not.toContainElement(call);
  });

  it('scrolls to the top when a link is followed', async () => {
    const user = renderNavbar();
    await user.click(screen.getByRole('link', { name: 'Blogs', hidden: true }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('marks the current page when the page changes, whatever changed it', () => {
    const { rerender } = render(<Navbar brand="Test Brand" shortBrand="Test" />);
    location.pathname = '/contact';
    rerender(<Navbar brand="Test Brand" shortBrand="Test" />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Test Brand/ })).not.toHaveAttribute('aria-current');
  });
});
