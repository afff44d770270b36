/** A field's error text, tied to its input by id (`aria-describedby`). */
export function FieldMessage({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error">
      {text}
    </p>
  );
}
