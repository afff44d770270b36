import type { Brand } from '@contract/brand';
import { copyrightYears } from '@domain/brand/copyright';
import { type TermsLink, termsLinks } from '@domain/brand/terms-links';
import { useVat } from '@web/api/queries/session';
import { FormattedMessage, useIntl } from 'react-intl';

const TERMS_TEXT: Record<TermsLink['audience'], 'footer.terms_business' | 'footer.terms_private'> = {
  business: 'footer.terms_business',
  private: 'footer.terms_private',
};

/**
 * The session's VAT rate as the prices carry it (the server's, by the customer's country); nothing
 * under the reverse charge, whose notice stands beside the prices.
 */
function VatLine() {
  const vat = useVat().data;
  if (!vat || vat.treatment === 'reverse_charge') return null;
  const id = vat.prices_with_vat ? 'footer.prices_incl_vat' : 'footer.prices_excl_vat';
  return <FormattedMessage id={id} values={{ vat: vat.vat }} />;
}

/**
 * Legal links, the contract terms with the VAT rate, and the copyright line from the brand
 * (checkout spec sections 2 and 9); the general terms of the customer types the brand sells to.
 */
export function Footer({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const { terms, display, owner, copyright_year } = brand.properties;
  const { year, yearsOnMarket } = copyrightYears(copyright_year, new Date().getFullYear());
  const privacySettings = display.privacy_settings_link ? terms.privacy_settings : null;

  return (
    <footer className="page-footer">
      <nav aria-label={intl.formatMessage({ id: 'footer.legal_navigation' })}>
        <ul className="footer-links">
          {termsLinks(brand.properties).map((link) => (
            <li key={link.audience}>
              <a href={link.url}>
                <FormattedMessage id={TERMS_TEXT[link.audience]} />
              </a>
            </li>
          ))}
          <li>
            <a href={terms.privacy}>
              <FormattedMessage id="footer.privacy_policy" />
            </a>
          </li>
          {privacySettings ? (
            <li>
              <a href={privacySettings}>
                <FormattedMessage id="footer.privacy_settings" />
              </a>
            </li>
          ) : null}
          {terms.revocation ? (
            <li>
              <a href={terms.revocation}>
                <FormattedMessage id="footer.revocation" />
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="footer-terms">
        <FormattedMessage id="footer.contract_terms" /> <VatLine />
      </p>
      <p className="copyright">
        <FormattedMessage id="footer.copyright" values={{ owner, year }} />
        {yearsOnMarket !== null ? (
          <>
            {' · '}
            <FormattedMessage id="footer.years_on_market" values={{ years: yearsOnMarket }} />
          </>
        ) : null}
      </p>
    </footer>
  );
}
