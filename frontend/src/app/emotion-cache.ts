import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The one prefix the browsers the site serves still need of what MUI writes: Safari knows
 * `user-select` only as `-webkit-user-select` (a long press would select a button's label).
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One emotion cache factory for the prerender and for whatever else renders this app, so all
 * name their classes alike.
 *
 * Without emotion's default vendor prefixer (decision 088): it wrote `-webkit-box`, `-ms-flexbox`,
 * `-webkit-transition` and the like beside every flex and transition rule, for browsers the site
 * does not serve: a third of every page's CSS, parsed and matched on every phone.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
}
