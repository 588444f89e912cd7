// stub: replaced by feat/forms at merge
export function ContactForm() {
  return null;
}
