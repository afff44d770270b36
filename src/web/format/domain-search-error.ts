import type { DomainSearchError, ForbiddenCharacter } from '@domain/validation/domain-search';
import type { IntlShape } from 'react-intl';

const CHARACTER_NAMES = {
  space: 'domain_search.character_space',
  comma: 'domain_search.character_comma',
} as const;

const characterText = (intl: IntlShape, character: ForbiddenCharacter): string =>
  character.name ? intl.formatMessage({ id: CHARACTER_NAMES[character.name] }) : character.char;

/** The machine's search error in words (src/domain/validation/domain-search.ts names the keys). */
export function searchErrorText(intl: IntlShape, error: DomainSearchError): string {
  switch (error.key) {
    case 'domain_search.form_validation.required':
      return intl.formatMessage({ id: error.key });
    case 'domain_search.form_validation.min_length':
    case 'domain_search.form_validation.cannot_be_registered':
      return intl.formatMessage({ id: error.key }, { length: error.length });
    case 'domain_search.form_validation.forbidden_characters':
      return intl.formatMessage(
        { id: error.key },
        {
          characters: intl.formatList(
            error.characters.map((character) => characterText(intl, character)),
            { type: 'conjunction' },
          ),
        },
      );
  }
}
