import { useIntl } from 'react-intl';
import { readWindowsImage, WINDOWS_IMAGES } from './cloud-images';
import type { TextFieldProps } from './field-props';
import { allowedValues } from './form-values';
import { SelectField } from './SelectField';

/** `cloudvps_windows_version_select`: Windows Server 2019 or 2022, core or desktop, English or German. */
export function WindowsVersionField(props: TextFieldProps) {
  const intl = useIntl();
  const offered = allowedValues(props.definition);
  const ids = offered.length > 0 ? offered : WINDOWS_IMAGES;
  const options = ids.map((id) => {
    const image = readWindowsImage(id);
    if (!image) return { value: id, label: id };
    return {
      value: id,
      label: intl.formatMessage(
        { id: 'fields.windows.option' },
        {
          year: image.year,
          edition: intl.formatMessage({ id: `fields.windows.edition.${image.edition}` }),
          language: intl.formatMessage({ id: `fields.windows.language.${image.language}` }),
        },
      ),
    };
  });
  return <SelectField {...props} options={options} />;
}
