import { expect, test, type Page } from './support/test';
import { capabilities as capabilityList } from '@/content/capabilities';
import { site } from '@/content/site';

test.describe.configure({ timeout: 60_000 });

const EXPERTS_HREF = '/contact?subject=Requesting%20Software%20Engineering%20Services';

async function expectBreadcrumb(page: Page, current: string) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
}

async function expectHeroFadesOnScroll(page: Page) {
  const fade = page.locator('[data-visible]').first();
  await expect(fade).toHaveAttribute('data-visible', 'true');
  await page.mouse.wheel(0, 900);
  await expect(fade).toHaveAttribute('data-visible', 'false');
  // Wheel scrolling is animated: let it finish, or the next wheel merely shortens it.
  await page.waitForFunction(() => window.scrollY >= 890);
  await page.mouse.wheel(0, -200);
  await expect(fade).toHaveAttribute('data-visible', 'true');
}

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('opens with "Our Story" and the breadcrumb Home > About, fading on scroll', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expectBreadcrumb(page, 'About');
    await expectHeroFadesOnScroll(page);
  });

  test('introduces the company with its tagline', async ({ page }) => {
    await expect(
      page.getByRole('main').getByText('Innovate. Automate. Elevate.', { exact: true }),
    ).toBeVisible();
  });

  test('gives three reasons to choose us, then the mission and vision', async ({ page }) => {
    for (const reason of ['Client-Centric', 'Innovative Thinking', 'Reliable Delivery'])
      await expect(page.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  });

  test('OUR EXPERTS and the closing banner lead to the contact form with the same subject', async ({
    page,
  }) => {
    await expect(page.getByRole('link', { name: 'OUR EXPERTS' })).toHaveAttribute(
      'href',
      EXPERTS_HREF,
    );
    await expect(page.getByRole('heading', { name: 'Have a Project Idea In Mind?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute(
      'href',
      EXPERTS_HREF,
    );
  });

  test('"Want To Know Why ?" opens the company profile PDF in a new tab', async ({ page }) => {
    const link = page.getByRole('link', { name: 'Want To Know Why ?' });
    await expect(link).toHaveAttribute('href', site.profilePdf);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  });
});

test.describe('/services', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services');
  });

  test('opens with a hero and breadcrumb that fades on scroll', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await expectBreadcrumb(page, 'Services');
    await expectHeroFadesOnScroll(page);
  });

  test('presents our capabilities', async ({ page }) => {
    const capabilities = page.getByRole('region', { name: 'One team from idea to operation' });
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(
      capabilityList.length,
    );
  });

  test('lists eight services: six with their own pages, two leading home', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'Services for every stage of your growth' });
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(8);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/website-creation',
      '/web-application-development',
      '/mobile-development',
      '/iot-development',
      '/devops',
      '/cyber-security',
      '/',
      '/',
    ]);
    await expect(grid.getByRole('link', { name: 'Consulting & IT Support' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(grid.getByRole('link', { name: 'Automation & Integration' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('"Get a free consultation" prefills that subject on the contact form', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Get a free consultation' })).toHaveAttribute(
      'href',
      '/contact?subject=Get%20a%20free%20consultation',
    );
  });
});

test.describe('/our-skills', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/our-skills');
  });

  test('opens with a hero whose breadcrumb leads back home, fading on scroll', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Skills');
    await expectBreadcrumb(page, 'Our Skills');
    await expectHeroFadesOnScroll(page);
  });

  test('shows 2+ years, 7+ projects, 10+ clients and 3 awards', async ({ page }) => {
    const stats = page.getByRole('region', { name: 'Our experience in numbers' });
    for (const [value, label] of [
      ['2+', /years/i],
      ['7+', /projects/i],
      ['10+', /clients/i],
    ] as const) {
      await expect(stats.getByRole('listitem').filter({ hasText: label })).toContainText(value);
    }
    const awards = stats.getByRole('listitem').filter({ hasText: /awards/i });
    await expect(awards).toHaveText(/^\s*3\s*Awards\s*$/i);
  });

  test('runs hero, stats, what we do best, then the skills', async ({ page }) => {
    const order = await page.locator('main').evaluate((main) => {
      const at = (el: Element | null) =>
        el ? [...main.querySelectorAll('*')].indexOf(el) : Number.NaN;
      return [
        at(main.querySelector('h1')),
        at(main.querySelector('[aria-label="Our experience in numbers"]')),
        at(main.querySelector('#skills-best')),
        at(main.querySelector('[role="progressbar"]')),
      ];
    });
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('shows six things we do best', async ({ page }) => {
    const grid = page.getByRole('region', { name: /where East African businesses need them/ });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
  });

  test('shows skill bars of 85, 96, 78 and 100 as labelled progress bars', async ({ page }) => {
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(4);
    const values = await bars.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('aria-valuenow'),
        el.getAttribute('aria-valuemin'),
        el.getAttribute('aria-valuemax'),
      ]),
    );
    expect(values).toEqual([
      ['85', '0', '100'],
      ['96', '0', '100'],
      ['78', '0', '100'],
      ['100', '0', '100'],
    ]);
    for (let i = 0; i < 4; i++) await expect(bars.nth(i)).toHaveAccessibleName(/\w{4,}/);
  });

  test('OUR EXPERTS leads to the contact form about software engineering services', async ({
    page,
  }) => {
    await expect(page.getByRole('link', { name: 'OUR EXPERTS' })).toHaveAttribute(
      'href',
      EXPERTS_HREF,
    );
  });
});
