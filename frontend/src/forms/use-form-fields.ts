import { useCallback, useEffect, useRef, useState } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The state both forms share: the values, each field's error, and the elements
 * (to focus the first invalid one and to read the browser's own checks).
 * Typing in a field clears that field's error; the others stay until the next submit.
 * `normalise` shapes what is typed (the phone keeps only digits).
 */
export function useFormFields<F extends string>(
  empty: Readonly<Record<F, string>>,
  normalise: (field: F, value: string) => string = (_field, value) => value,
) {
  const [values, setValues] = useState<Readonly<Record<F, string>>>(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const elements = useRef<Partial<Record<F, FieldElement>>>({});
  const normaliseRef = useRef(normalise);

  const setRef = useCallback(
    (field: F) => (element: FieldElement | null) => {
      if (element) elements.current[field] = element;
    },
    [],
  );

  const change = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: normaliseRef.current(field, value) }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  // Before hydration (docs/decisions/040) a visitor may type into the prerendered fields,
  // and press "Enviar" to see the messages early/forms.ts shows. React keeps that DOM
  // while its state starts empty: adopt the text and the messages once, at hydration,
  // so nothing typed is lost and no message shown vanishes.
  useEffect(() => {
    const shown: Partial<Record<F, string>> = {};
    for (const [field, element] of Object.entries(elements.current) as [F, FieldElement][]) {
      if (element.value !== '') change(field, element.value);
      const message = element.ownerDocument.getElementById(`${element.id}-error`)?.textContent;
      if (element.getAttribute('aria-invalid') === 'true' && message) shown[field] = message;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopting the DOM once, at hydration (above)
    if (Object.keys(shown).length > 0) setErrors((current) => ({ ...shown, ...current }));
  }, [change]);

  /** Shows these errors and focuses the first invalid field in `order`; true when there is none. */
  const accept = useCallback((found: Partial<Record<F, string>>, order: readonly F[]) => {
    setErrors(found);
    const firstInvalid = order.find((field) => found[field]);
    if (firstInvalid) elements.current[firstInvalid]?.focus();
    return firstInvalid === undefined;
  }, []);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  /** The props that tie one FormField to this state. */
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    inputRef: setRef(field),
  });

  return { values, elements, bind, accept, reset };
}

/** A form's field state, as the shell drives it. */
export type FormFields<F extends string> = ReturnType<typeof useFormFields<F>>;
