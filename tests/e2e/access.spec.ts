// Accounts only by invitation, as people meet it in the browser: an account the server never
// admitted sees "ask an administrator" and no data; the sign-in page does not say which
// e-mails have accounts; an administrator grants access from the users page.
import { adminAuth } from '../support/platform.js';
import { ADMIN, DEMO_PASSWORD, expect, signIn, STAFF, test } from './support.js';

async function selfMadeAccount() {
  const email = `stranger-${Date.now().toString(36)}@elsewhere.test`;
  await adminAuth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
  return email;
}

test('a self-made account signs in, is asked to get access from an administrator, and sees no data', async ({
  page,
}) => {
  const email = await selfMadeAccount();
  const answers: Array<{ url: string; status: number }> = [];
  page.on('response', (r) => {
    if (r.url().includes('/us-central1/api')) answers.push({ url: r.url(), status: r.status() });
  });
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'No access yet' })).toBeVisible();
  await expect(page.getByText('An administrator must grant access')).toBeVisible();
  // The navigation offers what a visitor may open, nothing more.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Vendors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Communities' })).toHaveCount(0);
  await page.goto('/site');
  await expect(page.getByRole('heading', { level: 1, name: 'No access yet' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing the app asked the API for came back with data.
  expect(answers.filter((a) => a.status === 200)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the sign-in page gives the same message for an unknown e-mail and a wrong password', async ({
  page,
}) => {
  const messageFor = async (email: string, password: string) => {
    await page.goto('/login');
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    return alert.innerText();
  };
  const unknown = await messageFor(`nobody-${Date.now()}@hta.test`, 'whatever-123');
  const wrong = await messageFor(STAFF, 'not-the-password');
  expect(unknown).toBe(wrong);
  expect(unknown).toContain('do not match');
});

test('an administrator grants access to an account without it, which then sees the app', async ({
  browser,
  page,
}) => {
  const email = await selfMadeAccount();
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  const waiting = page.getByRole('region', { name: 'Accounts without access' });
  await expect(waiting).toContainText(email);
  await waiting.getByRole('button', { name: `Grant access to ${email}` }).click();
  await expect(page.getByText(`${email} now has access.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();

  const theirs = await browser.newPage();
  await signIn(theirs, email);
  await theirs.goto('/site');
  await expect(theirs.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
  await theirs.getByLabel('Search by name').fill('Regina');
  await expect(theirs.getByRole('cell', { name: 'Regina', exact: true })).toBeVisible();
  await theirs.close();
});
