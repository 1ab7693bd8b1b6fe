/** Who is calling, as the API layer established it from the verified ID token. */
export interface Caller {
  uid: string | null;
  email: string | null;
  admin: boolean;
}

export interface HandlerContext {
  caller: Caller;
}
