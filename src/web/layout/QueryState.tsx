import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadingStatus } from './LoadingStatus';

interface Props {
  isLoading: boolean;
  isError: boolean;
  children: ReactNode;
}

/** Loading and error states of a screen's server data; the content once it is there. */
export function QueryState({ isLoading, isError, children }: Props) {
  if (isError) {
    return (
      <p role="alert" className="notice notice-error">
        <FormattedMessage id="error.something_went_wrong" />
      </p>
    );
  }
  if (isLoading) {
    return <LoadingStatus />;
  }
  return <>{children}</>;
}
