// stub: replaced by feat/company at merge
import { type ReactNode, useId, useRef } from 'react';

export function Carousel(props: {
  label: string;
  slides: readonly ReactNode[];
  perView?: readonly { minWidth: number; slides: number }[];
}) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) =>
    listRef.current?.scrollBy({
      left: direction * listRef.current.clientWidth,
      behavior: 'smooth',
    });
  return (
    <section aria-roledescription="carrusel" aria-label={props.label}>
      <ul
        id={listId}
        ref={listRef}
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(260px, 1fr)',
          gap: 16,
          overflowX: 'auto',
          listStyle: 'none',
          padding: 0,
        }}
      >
        {props.slides.map((slide, index) => (
          <li key={index}>{slide}</li>
        ))}
      </ul>
      <button type="button" aria-controls={listId} onClick={() => move(-1)}>
        Anterior
      </button>
      <button type="button" aria-controls={listId} onClick={() => move(1)}>
        Siguiente
      </button>
    </section>
  );
}
