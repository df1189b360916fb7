// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormParts } from '@/components/contact/contact-form-parts';
import { FIELD_MAX } from '@/lib/limits';
import { contactSchema } from '@/lib/schemas';
import { site } from '@/content/site';
import { noteVisit } from '@/lib/visit-note';
import { jsonResponse } from '../support/responses';

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  search = '';
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSend(name = 'Wanjiku') {
  const user = userEvent.setup();
  render(<ContactForm parts={contactFormParts} />);
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), 'wm@example.co.ke');
  await user.clear(screen.getByLabelText('Subject'));
  await user.type(screen.getByLabelText('Subject'), 'Booking app');
  await user.type(screen.getByLabelText('Message'), 'We need an offline-first app.');
  await user.click(screen.getByRole('button', { name: 'Chat With Us' }));
  return user;
}

/** The Subject field once the form has looked for a saved draft (in a task after hydration). */
async function subjectFor(query: string) {
  cleanup();
  search = query;
  render(<ContactForm parts={contactFormParts} />);
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  return screen.getByLabelText<HTMLInputElement>('Subject');
}

describe('contact draft', () => {
  it('looks for a saved draft in a task after the first commit, not in the commit itself', async () => {
    cleanup();
    const read = vi.spyOn(Storage.prototype, 'getItem');
    render(<ContactForm parts={contactFormParts} />);
    expect(read).not.toHaveBeenCalledWith('contact-draft');
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(read).toHaveBeenCalledWith('contact-draft');
  });
});

describe('contact subject prefill', async () => {
  it('decodes a sales link once: %20 and %26 become a space and an ampersand', async () => {
    expect(await subjectFor('?subject=M-Pesa%20%26%20bank%20integration')).toHaveValue(
      'M-Pesa & bank integration',
    );
  });

  it('decodes a link that a mail tracker or chat app encoded twice, once more', async () => {
    expect(await subjectFor('?subject=Website%2520redesign')).toHaveValue('Website redesign');
    expect(await subjectFor('?subject=M-Pesa%2520%2526%2520bank')).toHaveValue('M-Pesa & bank');
  });

  it('keeps a "%" that is not an escape, as the person wrote it', async () => {
    expect(await subjectFor('?subject=Save%2010%25%20now')).toHaveValue('Save 10% now');
    expect(await subjectFor('?subject=100%25%20uptime%20%25ZZ')).toHaveValue('100% uptime %ZZ');
  });

  it('drops invisible and bidi control characters, which could make the subject read backwards', async () => {
    expect(await subjectFor('?subject=%E2%80%AEngised%20beW')).toHaveValue('ngised beW');
    expect(await subjectFor('?subject=Web%E2%80%8Bsite%C2%AD%20redesign')).toHaveValue(
      'Website redesign',
    );
  });

  it('removes line breaks and trims the subject', async () => {
    expect(await subjectFor('?subject=%0A%20Mobile%0D%0Aapp%20%20')).toHaveValue('Mobile app');
  });

  it('caps the subject at the server limit of 200 characters', async () => {
    expect((await subjectFor(`?subject=${'a'.repeat(500)}`)).value).toHaveLength(200);
  });

  it('leaves the subject empty without the parameter', async () => {
    expect(await subjectFor('')).toHaveValue('');
  });
});

describe('contact form', () => {
  it('requires all four fields and types the email field, with no length limit on any', () => {
    render(<ContactForm parts={contactFormParts} />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).not.toHaveAttribute('maxlength');
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('posts the payload with the spam fields and replaces the form with the thank-you text', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'm1' }, 202));
    noteVisit(
      sessionStorage,
      new URL('https://kilele.example/blog/3?ref=jane&utm_campaign=nov'),
      '',
    );
    await fillAndSend('Wanjiku');
    const thanks = await screen.findByText("Thank you, Wanjiku! We've received your message.");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Wanjiku',
      email: 'wm@example.co.ke',
      subject: 'Booking app',
      message: 'We need an offline-first app.',
      website: '',
      startedAt: expect.any(Number),
      // Where the visit started, as the first page noted it in the tab, and the form's page.
      source: { landingPath: '/blog/3', ref: 'jane', utmCampaign: 'nov', formPage: '/' },
    });
  });

  it('disables the button while the message is being sent', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await fillAndSend();
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    answer(jsonResponse({ id: 'm1' }, 202));
    await screen.findByText(/Thank you/);
  });

  it('keeps every input and shows an alert with other ways to reach us when the server fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'We are having trouble saving messages.' }, 503),
    );
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We are having trouble saving messages.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: `Email ${site.email}` })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', site.whatsapp);
    expect(screen.getByLabelText('Name')).toHaveValue('Wanjiku');
    expect(screen.getByLabelText('Message')).toHaveValue('We need an offline-first app.');
    expect(screen.getByRole('button', { name: 'Chat With Us' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith('Email send failed', 503, expect.any(String));
  });

  it('says the server could not be reached when the network fails, and keeps the inputs', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
    expect(screen.getByLabelText('Email')).toHaveValue('wm@example.co.ke');
    expect(console.error).toHaveBeenCalledWith('Email send failed', expect.any(TypeError));
  });

  it("shows the server's field errors next to their fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'Check the form.',
          errors: { email: ['Please enter a valid email address.'] },
        },
        400,
      ),
    );
    const user = await fillAndSend();
    await screen.findByRole('alert');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

/** A valid address of exactly `length` characters: a 64-character local part, short domain labels. */
function emailOfLength(length: number) {
  const labels = length - 64 - 1 - '.ke'.length;
  const domain = Array.from({ length: labels }, (_, i) => (i % 50 === 49 ? '.' : 'b')).join('');
  return `${'a'.repeat(64)}@${domain}.ke`;
}

describe("the longest values the server accepts (the newsletter and chat forms' maxLength)", () => {
  it('match the server schema', () => {
    const valid = { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' };
    const at = (field: keyof typeof FIELD_MAX, length: number) => {
      const value = field === 'email' ? emailOfLength(length) : 'x'.repeat(length);
      return contactSchema.safeParse({ ...valid, [field]: value }).success;
    };
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(at(field, FIELD_MAX[field]), field).toBe(true);
      expect(at(field, FIELD_MAX[field] + 1), field).toBe(false);
    }
  });
});
