// Fee estimates (DOMAIN.md section 6): a fee schedule's codes with their effective dates, and the
// arithmetic of an estimate — service lines × quantities at the fees in effect when the estimated
// period starts. Pure: the server stores what it computes; the builder previews the same.

export interface FeeCodeLike {
  id: string;
  code: string;
  description: string;
  unit: string;
  /** Null: no citable amount (the line is left out of the total, and says so). */
  amount: number | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  verified: boolean;
}

export interface EstimateLine {
  feeCodeId: string;
  quantity: number;
}

export interface PricedLine {
  feeCodeId: string;
  code: string;
  description: string;
  unit: string;
  quantity: number;
  amount: number | null;
  subtotal: number | null;
  /** Why the line has no subtotal, or what to check. */
  problem: string | null;
  verified: boolean;
}

export interface PricedEstimate {
  lines: PricedLine[];
  /** In dollars, to the cent. */
  total: number;
  /** Lines left out of the total (no amount, or not in effect). */
  unpriced: number;
  /** Lines priced with codes nobody has verified against the current schedule. */
  unverified: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Whether a code is in effect on a day (YYYY-MM-DD; the end date is the last day). */
export const inEffect = (code: Pick<FeeCodeLike, 'effectiveFrom' | 'effectiveTo'>, day: string) =>
  code.effectiveFrom <= day && (code.effectiveTo === null || day <= code.effectiveTo);

const period = (c: FeeCodeLike) => `${c.effectiveFrom} – ${c.effectiveTo ?? 'open'}`;

export function priceEstimate(
  lines: readonly EstimateLine[],
  codes: ReadonlyMap<string, FeeCodeLike>,
  periodFrom: string,
): PricedEstimate {
  const priced = lines.map((line): PricedLine => {
    const code = codes.get(line.feeCodeId);
    if (!code)
      return {
        feeCodeId: line.feeCodeId,
        code: line.feeCodeId,
        description: 'Unknown fee code',
        unit: '',
        quantity: line.quantity,
        amount: null,
        subtotal: null,
        problem: 'This code is not in the fee schedule.',
        verified: false,
      };
    const base = {
      feeCodeId: code.id,
      code: code.code,
      description: code.description,
      unit: code.unit,
      quantity: line.quantity,
      amount: code.amount,
      verified: code.verified,
    };
    if (!inEffect(code, periodFrom))
      return {
        ...base,
        subtotal: null,
        problem: `Not in effect on ${periodFrom} (in effect ${period(code)}).`,
      };
    if (code.amount === null)
      return { ...base, subtotal: null, problem: 'No amount in the schedule: verify and add it.' };
    return {
      ...base,
      subtotal: cents(code.amount * line.quantity),
      problem: code.verified ? null : 'Verify against the current schedule.',
    };
  });
  return {
    lines: priced,
    total: cents(priced.reduce((n, l) => n + (l.subtotal ?? 0), 0)),
    unpriced: priced.filter((l) => l.subtotal === null).length,
    unverified: priced.filter((l) => l.subtotal !== null && !l.verified).length,
  };
}
