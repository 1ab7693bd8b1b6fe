// Stored documents are read through a schema (functions/src/api/registries/read.ts), never by
// casting a field: `snap.get('version') as number` claims a type nothing checks, so a document
// of another shape flows on as if it matched. The selectors find a cast (`as T`) applied
// directly to a `.get('<field>')` call (optional chain or not, or with a fallback after `??`) or
// to a document's whole `.data()`.
const message =
  "Do not cast a stored field or document (`.get('x') as T`, `.data() as T`): read it through a schema " +
  'with readRecord(registry, snap) or readStored(schema, snap) (api/registries/read.ts).';

const castOfGet = (call) =>
  `TSAsExpression[${call}.type='CallExpression'][${call}.callee.property.name='get']` +
  `[${call}.arguments.0.type='Literal']`;

const castOfData = (call) =>
  `TSAsExpression[${call}.type='CallExpression'][${call}.callee.property.name='data']` +
  `[${call}.arguments.length=0]`;

/** `no-restricted-syntax` entries forbidding casts of `.get('field')` and `.data()` reads. */
export const castStoredFieldSelectors = [
  { selector: castOfGet('expression'), message },
  { selector: castOfGet('expression.expression'), message },
  { selector: castOfGet('expression.left'), message },
  { selector: castOfData('expression'), message },
  { selector: castOfData('expression.expression'), message },
];
