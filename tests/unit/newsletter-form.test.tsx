// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { jsonResponse } from '../support/responses';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const nameInput = () => screen.getByPlaceholderText('Your Name...');
const emailInput = () => screen.getByPlaceholderText('Enter Your Email Address...');

async function subscribe(name: string, email: string) {
  const user = userEvent.setup();
  if (name) await user.type(nameInput(), name);
  if (email) await user.type(emailInput(), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

beforeEach(() => {
  render(<NewsletterForm />);
});

describe('newsletter form', () => {
  it('has labelled name and email inputs, the email one typed as an email', () => {
    expect(screen.getByLabelText('Name for the newsletter')).toBe(nameInput());
    expect(screen.getByLabelText('Email for the newsletter')).toHaveAttribute('type', 'email');
  });

  it.each([
    ['the name is empty', '', 'amina@example.co.ke'],
    ['the email is empty', 'Amina', ''],
    ['the name is only spaces', '   ', 'amina@example.co.ke'],
  ])('asks for both fields when %s, without calling the server', async (_, name, email) => {
    await subscribe(name, email);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both name and email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves a malformed email to the browser's own check, without calling the server", async () => {
    await subscribe('Amina', 'amina-at-example');
    expect(emailInput()).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the name and email and, on success, thanks the visitor and clears both inputs', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Thank you for subscribing!' }));
    await subscribe('Amina', 'amina@example.co.ke');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(nameInput()).toHaveValue('');
    expect(emailInput()).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Amina',
      email: 'amina@example.co.ke',
      source: { formPage: '/' },
    });
  });

  it.each([
    ['a message of its own', jsonResponse({ message: 'Subscribed' })],
    ['no message', new Response(null, { status: 200 })],
  ])(
    'says "Thank you for subscribing!" and asks to confirm when the success answer has %s',
    async (_, answer) => {
      fetchMock.mockResolvedValue(answer);
      await subscribe('Amina', 'amina@example.co.ke');
      // The thanks alone is the status; what to do next stands beside it.
      expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you for subscribing!$/);
      const next = screen.getByText('Check your inbox for a link to confirm.');
      expect(next).toBeVisible();
      expect(next).toHaveAttribute('aria-live', 'polite');
    },
  );

  it("shows the server's message when it refuses", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Too many requests. Try again in a minute.' }, 429),
    );
    await subscribe('Amina', 'amina@example.co.ke');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(nameInput()).toHaveValue('Amina');
  });

  it('says "Subscription failed" when a refusal carries no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await subscribe('Amina', 'amina@example.co.ke');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Subscription failed$/);
  });

  it('says "Failed to connect to server" when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await subscribe('Amina', 'amina@example.co.ke');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to server');
  });

  it('clears the previous error and success when submitted again', async () => {
    const user = await subscribe('Amina', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both name and email');
    fetchMock.mockReturnValue(new Promise(() => {}));
    await user.type(emailInput(), 'amina@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /Subscribing/ })).toBeDisabled();
  });
});
