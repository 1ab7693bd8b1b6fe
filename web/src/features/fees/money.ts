/** Dollars as people in Saskatchewan read them: "$1,234.50". */
export const money = (n: number) =>
  n.toLocaleString('en-CA', { style: 'currency', currency: 'CAD' });
