/** The part of zod's parse payload an object refinement's `when` looks at. */
interface PayloadIssues {
  issues: readonly { path?: readonly PropertyKey[] }[];
}

/**
 * `when` for an object refinement across fields: it runs when the object itself parsed and the
 * given fields have no issues, even if other fields failed, so a form shows every message at once.
 */
export function whenFieldsValid(...fields: readonly string[]) {
  return (payload: PayloadIssues) =>
    payload.issues.every((issue) => {
      const first = issue.path?.[0];
      return typeof first === 'string' && !fields.includes(first);
    });
}
