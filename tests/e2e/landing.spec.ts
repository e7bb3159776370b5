// Landing page (spec §1): sections, lightbox with Escape and focus return, and no horizontal scroll at 390/768/1440.
import { expect, test } from '@playwright/test';

for (const width of [390, 768, 1440]) {
  test(`the landing page fits ${width}px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('© 2025', { exact: false })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a screenshot enlarges and Escape closes it, returning focus', async ({ page }) => {
  await page.goto('/home');
  const trigger = page.getByRole('button', { name: /^Enlarge: / }).first();
  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(trigger).toBeFocused();
});
