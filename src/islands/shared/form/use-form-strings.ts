// The form kit's strings for this page: the main catalogue plus the form group.
import { type FormKitStrings, formStrings } from '../../../core/words/strings-forms.ts';
import { useStringGroup } from '../use-string-group.ts';

export function useFormStrings(): FormKitStrings {
  return useStringGroup(formStrings);
}
