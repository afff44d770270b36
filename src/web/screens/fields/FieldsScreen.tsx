import type { RouteId } from '@machines/shared/routes';
import { FieldsForm } from '@web/fields/FieldsForm';
import type { MessageKey } from '@web/i18n/catalogues';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { PageHeading } from '@web/layout/PageHeading';
import { useWizardView } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldsScreenModel } from './fields-screen-model';
import './fields-screen.css';
import { LoadingStatus } from '@web/layout/LoadingStatus';

const SUBJECT_KEYS = {
  product: 'fields.subject.product',
  addon: 'fields.subject.addon',
  upsell: 'fields.subject.upsell',
  domain: 'fields.subject.domain',
} as const satisfies Record<FieldsScreenModel['owner'], MessageKey>;

/**
 * A screen with an additional-fields form: the wizard view's title (or the single field's
 * headline), what the fields belong to, the SSL hint and the postponed-fields notes, then the form
 * with Back and Save and proceed.
 */
export function FieldsScreen({
  route,
  fallbackTitle,
  model,
}: {
  route: RouteId;
  /** Title key while the wizard decides (its view is then not this route's). */
  fallbackTitle: MessageKey;
  model: FieldsScreenModel | null;
}) {
  const intl = useIntl();
  const view = useWizardView();
  const titleKey = view?.route === route && isMessageKey(view.title) ? view.title : fallbackTitle;
  const title = model?.headline ?? intl.formatMessage({ id: titleKey });

  if (!model) {
    return (
      <>
        <PageHeading title={title} />
        <LoadingStatus />
      </>
    );
  }

  const titleField = model.headline ? (model.definitions[0]?.id ?? null) : null;
  return (
    <div className="fields-screen">
      <PageHeading title={title} />
      {model.subject ? (
        <p className="fields-subject">
          <FormattedMessage id={SUBJECT_KEYS[model.owner]} values={{ name: model.subject }} />
        </p>
      ) : null}
      {model.postponed ? (
        <p className="lead">
          <FormattedMessage id="fields.postponed_intro" />
        </p>
      ) : null}
      {model.hint === 'ssl' ? (
        <p className="notice notice-info fields-hint">
          <FormattedMessage id="fields.ssl_hint" />
        </p>
      ) : null}
      {model.definitions.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="fields.nothing_to_fill" />
        </p>
      ) : null}
      <FieldsForm
        key={model.formKey}
        definitions={model.definitions}
        stored={model.stored}
        owner={model.owner}
        problems={model.problems}
        busy={model.busy}
        titleFieldId={titleField}
        onSubmit={model.onSubmit}
        onEdited={model.onEdited}
        secondary={
          <button type="button" className="button" onClick={model.onBack} disabled={model.busy}>
            <FormattedMessage id="fields.back" />
          </button>
        }
      />
      {model.fieldsLater ? (
        <p className="field-note fields-later">
          <FormattedMessage id="fields.postponed_later" />
        </p>
      ) : null}
    </div>
  );
}
