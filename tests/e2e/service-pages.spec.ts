import { expect, test } from './support/test';
import { findServicePage } from '@/lib/server/content/service-pages';
import { findService, services } from '@/content/services';
import { contactHref, site } from '@/content/site';

/** The front matter of a service's page (content/service-pages/{slug}.md). */
const detailsOf = (slug: string) => {
  const page = findServicePage(slug);
  if (!page) throw new Error(`no page for ${slug}`);
  return page.details.data;
};

// One page load per service: each check is a step of it, so a failure still names what broke.
for (const service of services) {
  test(`/${service.slug}: its title, head, call to action and related services`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/${service.slug}`);
    const details = detailsOf(service.slug);

    await test.step('is a page titled with the service, under Home > Services', async () => {
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${site.name} | ${service.title}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', 'Services', service.title]);
      await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/services');
    });

    await test.step('has its own meta description and canonical URL', async () => {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        details.metaDescription,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${service.slug}$`),
      );
    });

    await test.step('ends with a call to action to the contact form with its subject', async () => {
      const lastSection = page.locator('main > section').last();
      await expect(lastSection.getByRole('heading', { level: 2 })).toContainText(service.title);
      const contact = lastSection.getByRole('link', { name: `Talk to us about ${service.title}` });
      await expect(contact).toHaveAttribute('href', contactHref(service.subject));
      expect(contactHref(service.subject)).toBe(
        `/contact?subject=${encodeURIComponent(service.subject)}`,
      );
      const consultation = lastSection.getByRole('link', { name: /free .*consultation/i });
      await expect(consultation).toHaveAttribute('href', site.consultationUrl);
      await expect(consultation).toHaveAttribute('target', '_blank');
      await expect(consultation).toHaveAttribute('rel', 'noopener noreferrer');
    });

    await test.step('links to its related services, and each of them opens', async () => {
      const related = page.getByRole('region', { name: 'Often combined with' });
      const links = related.getByRole('link');
      const expected = details.related.map((slug) => findService(slug));
      await expect(links).toHaveText(expected.map((s) => s?.title ?? ''));
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).not.toBe(`/${service.slug}`);
        expect((await request.get(href ?? '')).status()).toBe(200);
      }
    });
  });
}

test('a path that is not a service is a 404', async ({ page }) => {
  const response = await page.goto('/not-a-service');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    "Oops! The page you're looking for doesn't exist.",
  );
});

test('the service FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/devops');
  const faq = page.getByRole('region', { name: 'Questions about DevOps & Cloud Infrastructure' });
  const [first, second] = detailsOf('devops').faqs;
  const firstQuestion = faq.locator('summary', { hasText: first?.question });
  const secondQuestion = faq.locator('summary', { hasText: second?.question });

  await firstQuestion.click();
  await expect(faq.getByText(first?.answer ?? '')).toBeVisible();

  await secondQuestion.press('Enter');
  await expect(faq.getByText(second?.answer ?? '')).toBeVisible();
  await expect(faq.getByText(first?.answer ?? '')).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(1);
});
