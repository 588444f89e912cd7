import { type RefObject, useEffect, useRef } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Pages hydrate on the visitor's first interaction (docs/decisions/040), so on a slow
 * phone a visitor may type into the prerendered fields before React owns them. React
 * keeps the text in the DOM but its state starts empty, which would make the form
 * report "empty" fields that visibly hold text. Once, at hydration, adopt whatever
 * the fields already hold, so nothing typed is lost or ignored.
 */
export function useAdoptTypedValues<F extends string>(
  refs: RefObject<Partial<Record<F, FieldElement>>>,
  adopt: (field: F, value: string) => void,
): void {
  const adoptRef = useRef(adopt);
  useEffect(() => {
    for (const [field, element] of Object.entries(refs.current) as [F, FieldElement][]) {
      if (element.value !== '') adoptRef.current(field, element.value);
    }
  }, [refs]);
}
