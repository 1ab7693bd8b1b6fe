// The HTA report as staff download it: from the demo tele-ultrasound cart's page, as PDF and
// Word, each file read back with its Summary of Findings and the net budget impact in total.
import { readFile } from 'node:fs/promises';

import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

test.use({ storageState: stateFile('staff') });

test('the demo cart’s report downloads as PDF and Word from its page', async ({ page }) => {
  await page.goto('/technology/demo-tech-ultrasound');
  const panel = page.getByRole('region', { name: 'HTA report' });
  // The demo profile and analysis found by title: other tests add newer ones for the demo cart,
  // and the report takes the latest unless told.
  const pick = async (field: string, typed: string, name: string) => {
    await panel.getByRole('combobox', { name: field }).fill(typed);
    await page.getByRole('option', { name, exact: true }).click();
    await expect(panel.getByRole('combobox', { name: field })).toHaveValue(name);
  };
  await pick(
    'Evidence profile',
    'northern communities',
    'Tele-ultrasound for people in northern communities (demo)',
  );
  await pick(
    'Budget impact analysis',
    'La Loche',
    'Tele-ultrasound cart for La Loche, Buffalo Narrows and Beauval (demo)',
  );

  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download report (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^hta-report-tele-ultrasound-cart-demo-.*\.pdf$/);
  await expect(panel.getByText('The PDF report was downloaded.')).toBeVisible();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await pdf.path())) });
  const pdfText = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();

  const wordDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download report (Word)' }).click();
  const word = await wordDownload;
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const docxText = (await mammoth.extractRawText({ path: await word.path() })).value.replace(
    /\s+/g,
    ' ',
  );

  for (const text of [pdfText, docxText]) {
    expect(text).toContain('Travel to a regional hospital for the exam (demo)');
    expect(text).toContain('4. Clinical results: Summary of Findings');
    expect(text).toMatch(/Total \$[\d,]+ \$[\d,]+ \$[\d,]+/);
  }
});
