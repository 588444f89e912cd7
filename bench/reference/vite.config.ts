import { mergeConfig } from 'vite';
import site from '../../frontend/vite.config.ts';

/**
 * The site's Vite config (its React Router plugin, env prefix and chunking), with the site's
 * public files: the reference is the same app, built the same way. React Router reads
 * react-router.config.ts beside this file.
 */
export default mergeConfig(site, { publicDir: '../../frontend/public' });
