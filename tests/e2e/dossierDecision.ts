// Filling a dossier's Evidence-to-Decision table in its form, as an analyst does: each
// criterion's judgement chosen from its own scale, by keyboard-reachable comboboxes.
import type { Page } from '@playwright/test';

import { ETD_CRITERIA } from '../../functions/src/contract/index.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Judges every criterion (but those in `skip`) with the first point of its scale. */
export async function judgeEvery(page: Page, skip: readonly string[] = []) {
  for (const c of ETD_CRITERIA) {
    if (skip.includes(c.label)) continue;
    await judge(page, c.label, c.scale[0]);
  }
}

export async function judge(page: Page, criterion: string, judgement: string) {
  const section = page.getByRole('region', { name: criterion, exact: true });
  await section.getByRole('combobox', { name: `Judgement: ${criterion}` }).click();
  await page.getByRole('option', { name: capital(judgement), exact: true }).click();
}

/** Adds a condition with its owner at the end of the conditions' list. */
export async function addCondition(page: Page, text: string, owner: string) {
  const list = page.getByRole('region', { name: 'Conditions' });
  await list.getByRole('button', { name: 'Add a condition' }).click();
  await list
    .getByRole('textbox', { name: /^Condition \d+/ })
    .last()
    .fill(text);
  await list
    .getByRole('textbox', { name: /^Owner/ })
    .last()
    .fill(owner);
}
