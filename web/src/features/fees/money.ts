import { cad } from '../../lib/format';

/** A fee to the cent: "$1,234.50". */
export const money = (n: number) => cad(n, 2);
