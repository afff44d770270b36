/** A text to show, as a message key of the web catalogues and the values for its placeholders. */
export interface MessageDescriptor {
  key: string;
  values?: Record<string, string | number>;
}
