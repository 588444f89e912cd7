/**
 * The words of every page's head. Each page's own title and description are the `meta` of its
 * content file (content/<its path>.ts, decision 083): the layout appends the site's name to the
 * title; the description is what search results and link previews show (about 120–160
 * characters). Product and certification names stay as their owners write them; the offer
 * pages' titles say what each offer is in Spanish.
 */

export interface PageMetaCopy {
  /** `<title>` of the page, without the site's name. */
  readonly title: string;
  /** Meta description. */
  readonly description: string;
}

/** Words of the structured data that are no page's title. */
export const structuredDataCopy = {
  /** The first crumb of every breadcrumb trail: the home page. */
  homeCrumb: 'Inicio',
  /** The Organization's description, with the company's address. */
  organizationDescription: (address: string) =>
    `Consultoría cloud y servicios de TI en ${address}.`,
} as const;
