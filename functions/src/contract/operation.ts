import type { z } from 'zod';

/** Who may call an operation: anyone, any signed-in person, or admins only. */
export type Access = 'public' | 'signedIn' | 'admin';

export interface Operation<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  access: Access;
  input: Input;
  output: Output;
  summary: string;
}

/** Declares an operation once; the server's handler and the client's hook are typed from it. */
export function defineOperation<Input extends z.ZodType, Output extends z.ZodType>(
  operation: Operation<Input, Output>,
): Operation<Input, Output> {
  return operation;
}
