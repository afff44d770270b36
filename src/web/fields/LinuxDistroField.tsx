import { LINUX_IMAGES, linuxImageName } from './cloud-images';
import type { TextFieldProps } from './field-props';
import { allowedValues } from './form-values';
import { SelectField } from './SelectField';

/** `cloudvps_linux_distro_select`: the Linux image of a cloud server (the field's `in:` values). */
export function LinuxDistroField(props: TextFieldProps) {
  const offered = allowedValues(props.definition);
  const ids = offered.length > 0 ? offered : [...LINUX_IMAGES];
  return <SelectField {...props} options={ids.map((id) => ({ value: id, label: linuxImageName(id) }))} />;
}
