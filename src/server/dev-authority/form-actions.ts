/**
 * A Content-Security-Policy whose `form-action` directive also allows `origins` (each once, after
 * the sources it already names). A policy without the directive gets one: 'self' and the origins.
 */
export function withFormActions(policy: string, origins: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0);
  const index = directives.findIndex(
    (directive) => directive.split(/\s+/)[0]?.toLowerCase() === 'form-action',
  );
  const current = index === -1 ? ['form-action', "'self'"] : (directives[index]?.split(/\s+/) ?? []);
  const sources = [...new Set([...current.slice(1), ...origins])];
  const formAction = ['form-action', ...sources].join(' ');
  if (index === -1) directives.push(formAction);
  else directives[index] = formAction;
  return directives.join(';');
}
