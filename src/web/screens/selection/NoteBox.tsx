import { readClientValues, writeClientValues } from '@web/storage/client-values';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const MAX_NOTE_LENGTH = 1000;
/** The stored list holds at most 100 notes (contract `StoredClientValues`). */
const MAX_NOTES = 100;

/**
 * The note box of the addons screen: the visitor writes a wish for the order ("please migrate my
 * mailboxes"), the notes are listed and kept in the browser (`note_items`) until the order is
 * placed. Adding is disabled while the note is empty.
 */
export function NoteBox() {
  const intl = useIntl();
  const inputId = useId();
  const [notes, setNotes] = useState<string[]>(() => readClientValues().note_items ?? []);
  const [draft, setDraft] = useState('');
  const note = draft.trim();

  const store = (next: string[]) => {
    setNotes(next);
    writeClientValues({ note_items: next });
  };

  return (
    <section className="panel note-box" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>
        <FormattedMessage id="selection.note_heading" />
      </h2>
      {notes.length > 0 ? (
        <ul className="note-list">
          {notes.map((item) => (
            <li key={item}>
              <span>{item}</span>{' '}
              <button
                type="button"
                className="button button-link"
                aria-label={intl.formatMessage({ id: 'selection.note_remove' }, { note: item })}
                onClick={() => store(notes.filter((other) => other !== item))}
              >
                <FormattedMessage id="selection.remove" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId}>
        <FormattedMessage id="selection.note_label" />
      </label>
      <textarea
        id={inputId}
        value={draft}
        maxLength={MAX_NOTE_LENGTH}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button
        type="button"
        className="button"
        disabled={note === '' || notes.length >= MAX_NOTES}
        onClick={() => {
          // The same note twice says nothing more: it is kept once.
          if (!notes.includes(note)) store([...notes, note]);
          setDraft('');
        }}
      >
        <FormattedMessage id="selection.note_add" />
      </button>
    </section>
  );
}
