import { fireEvent, render, screen } from '@testing-library/react';

import { CostComparison } from './CostComparison';

describe('the cost comparison', () => {
  it("says what telerobotic exams saved at Adams et al.'s payer costs", () => {
    render(<CostComparison exams={3} />);
    // 3 × ($478 travelling − $342 telerobotic) = $408.
    expect(screen.getByText(/\$408 saved/)).toBeInTheDocument();
  });

  it('says how much more they cost, without a minus sign, when they cost more', () => {
    render(<CostComparison exams={3} />);
    fireEvent.change(screen.getByLabelText('Telerobotic exam ($)'), { target: { value: '500' } });
    // 3 × ($500 − $478) = $66 more.
    expect(screen.getByText('$66 more')).toBeInTheDocument();
    expect(screen.queryByText(/-\$66/)).toBeNull();
  });
});
