import type { MessageKey } from '@web/i18n/catalogues';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface Tile {
  title: MessageKey;
  text: MessageKey;
  button: MessageKey;
  primary?: boolean;
  onChoose: () => void;
}

/** Two answers to a question screen, each a tile with a heading, a line of text and a button. */
export function QuestionTiles({ tiles, busy }: { tiles: readonly Tile[]; busy: boolean }) {
  return (
    <ul className="domain-question-tiles">
      {tiles.map((tile) => (
        <li key={tile.title}>
          <QuestionTile tile={tile} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

function QuestionTile({ tile, busy }: { tile: Tile; busy: boolean }) {
  const headingId = useId();
  const textId = useId();
  return (
    <article className="card domain-question-tile" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        <FormattedMessage id={tile.title} />
      </h2>
      <p id={textId} className="card-text">
        <FormattedMessage id={tile.text} />
      </p>
      <button
        type="button"
        className={`button ${tile.primary ? 'button-primary' : ''}`}
        aria-describedby={textId}
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (!busy) tile.onChoose();
        }}
      >
        <FormattedMessage id={tile.button} />
      </button>
    </article>
  );
}
