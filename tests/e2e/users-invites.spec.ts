// Invitations (issues 11 and 12): a manager who invites an address that already has an account with another
// company sees exactly what they see for a fresh address; the fresh invitee accepts and signs in, the other
// address's owner is told at acceptance; the manager's own row offers no deactivate or role controls.
import { expect, test, type Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LoginPage, signInAs } from './pages/login.page';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';
import { UsersPage, type ShownLink } from './pages/users.page';

// Several people sign in and choose passwords (argon2 each): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** What the manager saw, with what legitimately differs (the person and the link's token) taken out. */
function neutral(shown: ShownLink, person: { name: string; email: string }) {
  return {
    title: shown.title,
    description: shown.description.replace(person.name, '<name>').replace(person.email, '<email>'),
    link: shown.link.replace(/token=[\w-]+$/, 'token=<token>'),
  };
}

test('an address with an account elsewhere is invited exactly like a fresh one; the fresh invitee signs in', async ({
  page,
  browser,
  context,
}) => {
  const tag = randomUUID().slice(0, 8);
  const taken = `owner-${tag}@elsewhere.example`;
  const fresh = `fresh-${tag}@demo.example`;

  // Another company, set up by the platform operator, already has an account for `taken`.
  const operator = await freshPage(browser);
  const superadmin = new SuperadminPage(operator.page);
  await superadmin.signIn();
  await superadmin.setUpCompany({ company: `Elsewhere ${tag}`, first: 'Olwen', last: 'Pugh', email: taken });
  await operator.context.close();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'manager');
  const users = new UsersPage(page);
  await users.goto();

  // The invite form refuses a malformed address on its field before anything is sent.
  const form = await users.submitInvite({
    first: 'Bad',
    last: 'Address',
    email: 'not-an-email@',
    role: 'worker',
  });
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const toTaken = await users.invite({ first: 'Olwen', last: 'Pugh', email: taken, role: 'worker' });
  await users.submitInvite({ first: 'Ffion', last: 'Jones', email: fresh, role: 'worker' });
  // The dialog's Copy button puts the link on the clipboard.
  const dialog = page.getByRole('dialog', { name: 'Invitation sent' });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const toFresh = await users.takeLink('Invitation sent');
  expect(copied).toBe(toFresh.link);

  // Same words, same link shape: nothing tells the manager that `taken` has an account elsewhere.
  expect(neutral(toTaken, { name: 'Olwen Pugh', email: taken })).toEqual(
    neutral(toFresh, { name: 'Ffion Jones', email: fresh }),
  );
  // Links use the app's configured address (APP_URL), here the address this browser opened.
  expect(new URL(toFresh.link).origin).toBe(new URL(page.url()).origin);
  await users.search(tag);
  for (const [email, name] of [
    [taken, 'Olwen Pugh'],
    [fresh, 'Ffion Jones'],
  ] as const) {
    const row = users.row(email);
    await expect(row).toContainText('Invited');
    await expect(row.getByRole('button', { name: `Resend invitation to ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Cancel invitation for ${name}` })).toBeVisible();
  }

  // The fresh invitee accepts in their own browser, lands signed in, and can sign in again.
  const invitee = await freshPage(browser);
  await choosePassword(invitee.page, toFresh.link, 'FfionPass12');
  await expect(invitee.page).toHaveURL(/\/app\/worker-dashboard$/);
  await invitee.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const login = new LoginPage(invitee.page);
  await login.goto();
  await login.signIn(fresh, 'FfionPass12');
  await expect(invitee.page).toHaveURL(/\/app\/worker-dashboard$/);
  await invitee.context.close();

  // The owner of `taken` opens their invitation: they, not the manager, are told the address has an account.
  const owner = await freshPage(browser);
  await choosePassword(owner.page, toTaken.link, 'OlwenPass12');
  await expect(owner.page.getByRole('alert')).toContainText(
    'This email address already has a SiteBase account',
  );
  await expect(owner.page).toHaveURL(/\/reset-password\?token=/);
  await owner.context.close();

  // The manager's list: the fresh invitee is an active user; the other invitation is still simply Invited.
  await page.reload();
  await expect(users.row(fresh)).toContainText('Active');
  await expect(users.row(taken)).toContainText('Invited');
});

test('the manager’s own row offers no deactivate or role controls; an invitation can be cancelled', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await signInAs(page, 'manager');
  const users = new UsersPage(page);
  await users.goto();
  await users.search('manager@demo.example');
  const own = users.row('manager@demo.example');
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate Gareth Thompson' })).toHaveCount(0);
  await expect(page.getByLabel('Role of Gareth Thompson')).toHaveCount(0);

  const email = `cancel-${tag}@demo.example`;
  const shown = await users.invite({ first: 'Cai', last: 'Morgan', email, role: 'supervisor' });
  await users.search(tag);
  await users.row(email).getByRole('button', { name: 'Cancel invitation for Cai Morgan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(users.row(email)).toHaveCount(0);

  // The cancelled link no longer works.
  await choosePassword(page, shown.link, 'CaiPass1234');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});
