import { type FocusEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TextFieldProps } from './field-props';
import { TextField } from './TextField';

/** Business directories where a company finds its D-U-N-S number (names are proper names). */
const DIRECTORIES = [
  { name: 'Dun & Bradstreet', url: 'https://www.dnb.com/duns-number/lookup.html', note: 'fields.duns.dnb' },
  { name: 'UPIK', url: 'https://www.upik.de/', note: 'fields.duns.upik' },
  {
    name: 'Apple D-U-N-S Lookup',
    url: 'https://developer.apple.com/enroll/duns-lookup/',
    note: 'fields.duns.apple',
  },
] as const;

/**
 * `duns`: the company's D-U-N-S number, with a list of business directories that opens on hover
 * or focus of its button (and stays open on click) and closes with Escape.
 */
export function DunsField(props: TextFieldProps) {
  const intl = useIntl();
  const panelId = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = pinned || hovered || focused;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
      setFocused(false);
      setPinned(false);
    }
  };

  return (
    <div className="duns-field">
      <TextField {...props} describedByIds={[`${props.id}-duns-hint`]} />
      <p id={`${props.id}-duns-hint`} className="field-note">
        <FormattedMessage id="fields.duns.hint" />
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only widen what the button already toggles */}
      <div
        className="duns-directories"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setPinned(false);
            setHovered(false);
            setFocused(false);
          }
        }}
      >
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (!pinned) setPinned(true);
            else {
              setPinned(false);
              setHovered(false);
              setFocused(false);
            }
          }}
        >
          <FormattedMessage id="fields.duns.directories" />
        </button>
        <div id={panelId} className="duns-panel" hidden={!open}>
          <p>
            <FormattedMessage id="fields.duns.directories_intro" />
          </p>
          <ul aria-label={intl.formatMessage({ id: 'fields.duns.directories' })}>
            {DIRECTORIES.map((directory) => (
              <li key={directory.url}>
                <a href={directory.url} target="_blank" rel="noopener noreferrer">
                  {directory.name}
                </a>{' '}
                <span className="field-note">
                  <FormattedMessage id={directory.note} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
