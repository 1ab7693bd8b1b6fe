// Steps of the evidence path as a reviewer takes them in the pages, shared by the appraisal and
// synthesis specs and the whole walk (evidence.spec.ts): RoB 2 of a trial from its evidence
// profile's page, and a meta-analysis of an outcome with one extraction per study.
import type { Page } from '@playwright/test';

import { expect } from './support.js';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** RoB 2 answers of a trial at low risk in every domain (Sterne et al. 2019, the algorithms). */
const ROB2_LOW: ReadonlyArray<readonly [string, string]> = [
  ['1.1', 'Yes'],
  ['1.2', 'Yes'],
  ['1.3', 'No'],
  ['2.1', 'No'],
  ['2.2', 'No'],
  ['2.6', 'Yes'],
  ['3.1', 'Yes'],
  ['4.1', 'No'],
  ['4.2', 'No'],
  ['4.3', 'No'],
  ['5.1', 'Yes'],
  ['5.2', 'No'],
  ['5.3', 'No'],
];

/**
 * Assesses a trial with RoB 2 from its profile's page: follows the "Assess … with RoB 2" link,
 * types the participants, answers each signalling question (`changes` over ROB2_LOW) and saves,
 * landing on the assessment's page.
 */
export async function assessWithRob2(
  page: Page,
  profilePath: string,
  trial: string,
  { participants, changes = {} }: { participants: number; changes?: Record<string, string> },
) {
  await page.goto(profilePath);
  const panel = page.getByRole('region', { name: 'Risk of bias of the studies' });
  await panel
    .getByRole('link', { name: new RegExp(`^Assess ${escaped(trial)}.* with RoB 2$`) })
    .click();
  await page.getByRole('spinbutton', { name: 'Participants analysed' }).fill(String(participants));
  for (const [q, answer] of ROB2_LOW) {
    const group = page.getByRole('radiogroup', { name: new RegExp(`^${escaped(q)} `) });
    await group.getByRole('radio', { name: changes[q] ?? answer, exact: true }).check();
  }
  // A question the tool does not ask is shown NA, with nothing to answer.
  await expect(page.getByText(/^2\.3 .* NA \(not asked/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/risk-of-bias\/[^/]+$/);
}

/** A study's two-by-two table: events and participants with the intervention, then comparator. */
export type TwoByTwo = readonly [number, number, number, number];

/**
 * From a profile's page, starts the meta-analysis of its outcome ("Pool from the studies", saved
 * as offered) and types one extraction per study, by the label the analysis gives each study
 * ("Walker 2024"); ends on the analysis's page.
 */
export async function poolFromExtractions(
  page: Page,
  profilePath: string,
  outcome: string,
  figures: ReadonlyArray<readonly [string, TwoByTwo]>,
) {
  await page.goto(profilePath);
  await page.getByRole('link', { name: 'Pool from the studies' }).click();
  await expect(page).toHaveURL(/\/analyses\/new\?profile=/);
  await page.getByRole('button', { name: 'Save' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Meta-analysis: ${outcome}`);
  for (const [study, [e1, n1, e2, n2]] of figures) {
    await page.getByRole('link', { name: `Extract ${study}` }).click();
    await page.getByLabel('Events, intervention').fill(String(e1));
    await page.getByLabel('Participants, intervention').fill(String(n1));
    await page.getByLabel('Events, comparator').fill(String(e2));
    await page.getByLabel('Participants, comparator').fill(String(n2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(heading).toHaveText(`Meta-analysis: ${outcome}`);
  }
}

/** On an analysis's page: gives its pooled effect to the profile's Summary of Findings row. */
export async function useInSummaryOfFindings(page: Page) {
  await page.getByRole('button', { name: 'Use in the Summary of Findings' }).click();
  await expect(
    page.getByText('The Summary of Findings row now takes the pooled effect.'),
  ).toBeVisible();
}
