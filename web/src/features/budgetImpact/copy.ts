// A new analysis started from an existing one takes what its form edits (the inputs, sources,
// scenarios and notes) and nothing the server owns (id, version, stamps, the totals and targets
// it derives on save). The title says it is a copy, so the list does not show two alike.
import {
  budgetImpactFields,
  formValues,
  type BudgetImpact,
  type BudgetImpactFieldsInput,
} from '@hta/functions/contract';

export const copyOf = (analysis: BudgetImpact): BudgetImpactFieldsInput => ({
  ...formValues(budgetImpactFields, analysis),
  title: `${analysis.title} (copy)`,
});
