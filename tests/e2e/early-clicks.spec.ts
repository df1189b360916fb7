import { expect, test, type Request } from './support/test';
import { fullyWorking, holdScripts } from './support/held';

test('clicks made before the logger loads reach /api/log-click once each, with their own page', async ({
  page,
}) => {
  const sent: Request[] = [];
  await page.route('**/api/log-click', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: 204 });
  });
  const { release } = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  await page.getByLabel('Subject', { exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  expect(sent).toHaveLength(0);

  await release();
  await fullyWorking(page);
  await expect.poll(() => sent.length).toBe(3);
  const bodies = sent.map((request) => request.postDataJSON());
  expect(bodies.map((body) => body.tag)).toEqual(['H1', 'INPUT', 'H1']);
  expect(bodies[1]).toMatchObject({ id: 'contact-subject' });
  for (const body of bodies)
    expect(Object.keys(body).sort()).toEqual(['className', 'id', 'tag', 'timestamp']);
  for (const request of sent)
    expect(new URL(request.headers()['referer']!).pathname).toBe('/contact');
  // A click after the logger started is sent once too, not twice.
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  await expect.poll(() => sent.length).toBe(4);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(4);
});
