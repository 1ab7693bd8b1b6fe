// The study library as staff use it: add a study about the tele-ultrasound cart, see its Vancouver
// reference on its page, then see it in the Studies panel of the technology's page.
import { expect, signIn, STAFF, test } from '../../../../tests/e2e/support.js';

test('staff add a study and see it on the technology page', async ({ page }) => {
  const t = Date.now().toString(36);
  const title = `Remote ultrasound in northern clinics ${t}`;
  await signIn(page, STAFF);
  await page.goto('/studies/new');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const authors = page.getByRole('combobox', { name: 'Authors' });
  await authors.fill('Tester A');
  await authors.press('Enter');
  await page.getByRole('textbox', { name: 'Journal or publisher' }).fill('J Test');
  await page.getByRole('spinbutton', { name: /^Year/ }).fill('2023');
  await page.getByRole('textbox', { name: 'Volume' }).fill('12');
  await page.getByRole('textbox', { name: 'Pages' }).fill('140-148');
  await page.getByRole('textbox', { name: 'DOI' }).fill(`10.5555/e2e.${t}`);
  const technologies = page.getByRole('combobox', { name: 'Technologies it is about' });
  // Typed key by key, as a person does (the picker once cleared the text after each key).
  await technologies.pressSequentially('Tele-ultra');
  await expect(technologies).toHaveValue('Tele-ultra');
  await page.getByRole('option', { name: 'Tele-ultrasound cart (demo)', exact: true }).click();
  await page.getByRole('button', { name: /^(Save|Create|Add)/ }).click();

  const reference = `Tester A. ${title}. J Test. 2023;12:140-8. doi:10.5555/e2e.${t}`;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('link', { name: /^Tele-ultrasound cart \(demo\)/ }).click();

  const panel = page.getByRole('heading', { name: /^Studies \(\d+\)$/ });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await page.getByRole('link', { name: 'These studies in the library' }).click();
  await expect(page.getByRole('grid', { name: 'Studies' })).toContainText(title);
});
