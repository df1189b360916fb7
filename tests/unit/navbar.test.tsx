// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/components/shell/navbar';

const location = vi.hoisted(() => ({ pathname: '/about' }));
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));

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

  it('opens the products dropdown with the four products and closes it on Escape', async () => {
    const user = renderNavbar();
    const button = screen.getByRole('button', { name: /our products/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Hotel Management System',
      'Microfinance Platform',
      'Debt Tracking App',
      'Booking System',
    ]) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens the dropdown by keyboard and closes it on an outside click', async () => {
    const user = renderNavbar();
    const button = screen.getByRole('button', { name: /our products/i });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown and scrolls to the top when a product is chosen', async () => {
    const user = renderNavbar();
    await user.click(screen.getByRole('button', { name: /our products/i }));
    await user.click(screen.getByRole('link', { name: 'Booking System' }));
    expect(screen.getByRole('button', { name: /our products/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('toggles the mobile menu between hamburger and close mark', async () => {
    const user = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the mobile menu and scrolls to the top when a link is followed', async () => {
    const user = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('closes one menu per Escape: the products dropdown first, then the mobile menu', async () => {
    const user = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: /our products/i }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /our products/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the menus when the page changes, whatever changed it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Navbar brand="Test Brand" shortBrand="Test" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: /our products/i }));
    location.pathname = '/contact';
    rerender(<Navbar brand="Test Brand" shortBrand="Test" />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /our products/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Test Brand/ })).not.toHaveAttribute('aria-current');
  });
});
