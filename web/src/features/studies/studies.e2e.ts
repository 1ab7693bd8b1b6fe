// The study library as staff use it: add a study about the tele-ultrasound cart, see its Vancouver
// reference on its page, then see it in the Studies panel of the technology's page.
import AxeBuilder from '@axe-core/playwright';

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
  await expect(page.getByRole('table', { name: 'Studies' })).toContainText(title);
});

// Import from a reference manager's RIS export: two new studies and one the library holds (the
// demo study, by its DOI); the person sets the design, imports, and finds them in the library.
// At phone width, and the preview axe-clean (the route sweep sees the page before a file only).
test('staff import studies from a RIS file and find them in the library', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = Date.now().toString(36);
  const entry = (title: string, doi: string, year: number) =>
    [
      'TY  - JOUR',
      `TI  - ${title}`,
      'AU  - Tester, Ann B.',
      'J2  - J Test',
      `PY  - ${year}`,
      'VL  - 3',
      'SP  - 20-29',
      `DO  - ${doi}`,
      'ER  - ',
      '',
    ].join('\n');
  const ris = [
    entry(`Imported tele-ultrasound audit ${t}`, `10.5555/e2e-import.${t}.1`, 2022),
    entry(`Imported remote monitoring cohort ${t}`, `10.5555/e2e-import.${t}.2`, 2023),
    entry('Tele-Ultrasound in Resource-Limited Settings', '10.3389/fpubh.2019.00244', 2019),
  ].join('\n');
  await signIn(page, STAFF);
  await page.goto('/studies');
  await page.getByRole('link', { name: 'Import from RIS or BibTeX' }).click();
  await page.getByLabel('RIS or BibTeX file').setInputFiles({
    name: 'library.ris',
    mimeType: 'application/x-research-info-systems',
    buffer: Buffer.from(ris),
  });

  const entries = page.getByRole('table', { name: 'Entries of the file' });
  await expect(
    page.getByText('library.ris (RIS): 3 entries, 2 new · 1 duplicate · 0 invalid.'),
  ).toBeVisible();
  await expect(entries).toContainText(
    `Tester AB. Imported tele-ultrasound audit ${t}. J Test. 2022;3:20-9. doi:10.5555/e2e-import.${t}.1`,
  );
  await expect(entries).toContainText('Already in the library (same DOI)');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const importButton = page.getByRole('button', { name: 'Import 2 studies' });
  await expect(importButton).toBeDisabled();
  await expect(page.getByText('Set the design of 2 chosen studies')).toBeVisible();

  // By keyboard: open the designs, down to the fourth (cohort), choose it, then set it for all.
  await page.getByRole('combobox', { name: 'Design of every chosen study' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Systematic review' })).toBeFocused();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Cohort' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Set for all chosen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Design of entry 1' })).toHaveText('Cohort');
  await importButton.click();

  await expect(page.getByRole('heading', { name: 'Imported 2 studies' })).toBeVisible();
  await page.getByRole('link', { name: 'See them in the library' }).click();
  await page.getByLabel('Search by title').fill(`Imported tele-ultrasound audit ${t}`.slice(0, 30));
  const studies = page.getByRole('table', { name: 'Studies' });
  await expect(studies).toContainText(`Imported tele-ultrasound audit ${t}`);
});
