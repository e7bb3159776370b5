// Contact dialog end to end: opened from /register and the landing page; spec §5 messages and the counter.
import { expect, test, type Page } from '@playwright/test';

async function openFromRegister(page: Page) {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Contact Us for Early Access' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  return dialog;
}

test.describe('contact dialog', () => {
  test('the registration screen opens it, and Cancel closes it', async ({ page }) => {
    const dialog = await openFromRegister(page);
    for (const reason of [
      'Sales Enquiry',
      'Technical Support',
      'Request Demo',
      'Partnership',
      'Feedback',
      'Other',
    ]) {
      await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    }
    await expect(dialog.getByText(/Privacy notice/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the landing page opens it too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Request Early Access' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });

  test('shows each validation message word for word and counts the message', async ({ page }) => {
    const dialog = await openFromRegister(page);
    await expect(dialog.getByText('0/500', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Please select a reason for contacting us',
      'Message is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Email').fill('sam@');
    await dialog.getByLabel('Message').fill('too short');
    await expect(dialog.getByText('9/500', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Invalid email format', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Message must be at least 10 characters long', { exact: true }),
    ).toBeVisible();
  });

  test('sends a valid message, thanks the user and closes', async ({ page }) => {
    const dialog = await openFromRegister(page);
    await dialog.getByLabel('Name').fill('Sam Taylor');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByRole('radio', { name: 'Request Demo' }).check();
    await dialog.getByLabel('Message').fill('Please show me the plant hire module.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you for contacting us! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
