import { cad } from '../../lib/format';

export const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);
export const money = (n: number | null) => (n === null ? null : cad(n));
