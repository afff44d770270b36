import { isMessageKey } from '@web/i18n/load-catalogue';
import { PageHeading } from '@web/layout/PageHeading';
import { useWizardView } from '@web/wizard/wizard-context';
import { useIntl } from 'react-intl';

/** The page heading of a selection step: the wizard view's title, or a text the screen names. */
export function SelectionHeading({ title }: { title?: string | null }) {
  const intl = useIntl();
  const view = useWizardView();
  const fallback = view && isMessageKey(view.title) ? intl.formatMessage({ id: view.title }) : '';
  return <PageHeading title={title ?? fallback} />;
}
