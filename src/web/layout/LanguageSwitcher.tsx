import type { Brand } from '@contract/brand';
import { showsLocaleSwitcher } from '@domain/brand/locale-switcher';
import { useSaveLocale } from '@web/api/queries/session';
import { useIntl } from 'react-intl';

export function LanguageSwitcher({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const saveLocale = useSaveLocale();
  if (!showsLocaleSwitcher(brand)) return null;
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'header.language_switcher' })}>
      <ul>
        {brand.locales.map((locale) => {
          const current = locale.code === intl.locale;
          return (
            <li key={locale.code}>
              <button
                type="button"
                lang={locale.code}
                aria-pressed={current}
                disabled={saveLocale.isPending}
                onClick={() => {
                  if (!current) saveLocale.mutate(locale.code);
                }}
              >
                {locale.label}
              </button>
            </li>
          );
        })}
      </ul>
      {saveLocale.isError ? (
        <p role="alert" className="header-error">
          {intl.formatMessage({ id: 'error.something_went_wrong' })}
        </p>
      ) : null}
    </nav>
  );
}
