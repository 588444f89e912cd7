import { characterFault, hasVisibleCharacter } from '../../../../contract/contact-constants';

/**
 * What is wrong with a required text, trimmed as the form sends it: the form's own message when
 * it is empty or shows nothing (zero-width characters, a Hangul filler, a braille blank: the
 * contract answers those as empty too), otherwise the contract's words for characters it
 * refuses in `field`, the payload field the text travels in.
 */
export function requiredTextFault(
  value: string,
  field: 'Nombres' | 'Mensaje',
  requiredMessage: string,
): string | undefined {
  const text = value.trim();
  return hasVisibleCharacter(text) ? characterFault(field, text) : requiredMessage;
}
