// A client request id for a create or an append (contract/requestIds.ts): made once per thing
// the person means to add, and sent with every sending of it, so a resend after a lost answer is
// answered with what the first made instead of adding it twice.

/** A new client request id. */
export const newRequestId = (): string => crypto.randomUUID();
