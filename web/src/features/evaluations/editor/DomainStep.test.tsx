import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_MAST_QUESTIONS, type AnswerInput } from '@hta/functions/contract';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../../test/pages';
import { DomainStep } from './DomainStep';

vi.mock(
  '../../../lib/firebase',
  async () => (await import('../../../test/fakeFirebase')).fakeFirebase,
);

/** The default set's questions of a domain, unanswered, as a new evaluation keeps them. */
const unanswered = (domain: 'socioCulturalEthicalLegal' | 'economic'): AnswerInput[] =>
  DEFAULT_MAST_QUESTIONS[domain].map(({ id, text, ...spec }) => ({
    questionId: id,
    question: text,
    ...spec,
  }));

let values: () => unknown;
function Editor({ domain }: { domain: 'socioCulturalEthicalLegal' | 'economic' }) {
  const form = useForm({ defaultValues: { domains: { [domain]: unanswered(domain) } } });
  values = () => form.getValues();
  return (
    <FormProvider {...form}>
      <DomainStep domain={domain} />
    </FormProvider>
  );
}

const render = (domain: 'socioCulturalEthicalLegal' | 'economic') =>
  renderRoutes([{ path: '/', element: <Editor domain={domain} /> }], '/');

describe('a domain step answers each question by its type', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('studies.list', () => ({ items: [], nextCursor: null }) as never);
  });

  it('asks a dependent question only once its condition is met: “Where is the data stored?” after “yes”', async () => {
    render('socioCulturalEthicalLegal');
    const stores = await screen.findByRole('radiogroup', {
      name: 'Answer to “Does the service store patient data?”',
    });
    expect(
      within(stores)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['yes', 'no', 'unknown', 'not-assessed']);
    expect(screen.queryByText(/Where is the patient data stored/)).toBeNull();
    await userEvent.click(within(stores).getByRole('radio', { name: 'Yes' }));
    const where = await screen.findByRole('radiogroup', {
      name: 'Answer to “Where is the patient data stored?”',
    });
    await userEvent.click(within(where).getByRole('radio', { name: 'Outside Canada' }));
    expect(values()).toMatchObject({
      domains: {
        socioCulturalEthicalLegal: expect.arrayContaining([
          expect.objectContaining({ questionId: 'stores-data', value: 'yes' }),
          expect.objectContaining({ questionId: 'data-residency', value: 'Outside Canada' }),
        ]) as unknown,
      },
    });
    // “No” hides it again.
    await userEvent.click(within(stores).getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(/Where is the patient data stored/)).toBeNull();
  });

  it('takes a number with its unit, a choice, and a reason when not assessed', async () => {
    render('economic');
    const cost = await screen.findByRole('spinbutton', {
      name: /Set-up cost per site .* in CAD/,
    });
    expect(screen.getAllByText('CAD').length).toBeGreaterThan(0);
    await userEvent.type(cost, '18500');
    const funding = screen.getByRole('radiogroup', { name: 'Answer to “Who would pay for it?”' });
    await userEvent.click(within(funding).getByRole('radio', { name: 'Not assessed' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why it was not assessed/ }), 'Open');
    const economic = (values() as { domains: { economic: AnswerInput[] } }).domains.economic;
    expect(economic.find((a) => a.questionId === 'setup-cost')).toMatchObject({ value: 18500 });
    expect(economic.find((a) => a.questionId === 'funding')).toMatchObject({
      value: null,
      notAssessedReason: 'Open',
    });
    // Rating questions keep their 1–5 buttons.
    expect(
      screen.getByRole('group', {
        name: 'Rating of “Costs before and after are known well enough to decide on.”',
      }),
    ).toBeInTheDocument();
  });
});
