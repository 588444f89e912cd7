// stub: replaced by feat/company at merge
import { Link } from 'react-router';

export function CallToAction(props: {
  heading: string;
  text?: string;
  primary: { label: string; to: string };
}) {
  return (
    <section aria-label={props.heading} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <h2>{props.heading}</h2>
      {props.text ? <p>{props.text}</p> : null}
      <Link to={props.primary.to}>{props.primary.label}</Link>
    </section>
  );
}
