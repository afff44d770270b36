import { FormattedMessage } from 'react-intl';
import { SelectionHeading } from './SelectionHeading';

/**
 * `/contract-transfer/{transferId}`: the machine checks the transfer id (rules, then the server)
 * and goes to the cart with the transfer product or with the first error as a notification.
 */
export function Screen() {
  return (
    <>
      <SelectionHeading />
      <p role="status" className="loading-text">
        <FormattedMessage id="selection.transfer_checking" />
      </p>
    </>
  );
}
