import type { Brand } from '@contract/brand';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { sessionApi } from '@web/api/endpoints';
import { Modal } from '@web/components/Modal';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The help and contact modal: the brand's support contacts with their working days, and the
 * visitor's support reference, which support turns into a link that shows them this very session
 * (cart and checkout data, never payment details).
 */
export function HelpDialog({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const intl = useIntl();
  const reference = useQuery({
    queryKey: ['session', 'support-reference'],
    queryFn: ({ signal }) => callApi(sessionApi.supportReference, { signal }).then((answer) => answer.data),
    staleTime: 60 * 60_000,
  });
  const { support } = brand.properties;
  return (
    <Modal open title={intl.formatMessage({ id: 'help.title' })} onClose={onClose}>
      <p>
        <FormattedMessage id="help.intro" />
      </p>
      <dl className="help-contacts">
        <dt>
          <FormattedMessage id="help.phone" />
        </dt>
        <dd>
          <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>
        </dd>
        <dt>
          <FormattedMessage id="help.email" />
        </dt>
        <dd>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </dd>
        <dt>
          <FormattedMessage id="help.hours" />
        </dt>
        <dd>{support.working_days}</dd>
        <dt>
          <FormattedMessage id="help.reference" />
        </dt>
        <dd>
          {reference.data ? (
            <strong className="support-reference">{reference.data.reference}</strong>
          ) : reference.isError ? (
            <FormattedMessage id="help.reference_unavailable" />
          ) : (
            <FormattedMessage id="help.reference_loading" />
          )}
        </dd>
      </dl>
      <p className="field-note">
        <FormattedMessage id="help.reference_note" />
      </p>
    </Modal>
  );
}
