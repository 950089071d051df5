/**
 * How the build hands the site to the pages: the kb integration
 * (src/integrations/knowledge-base.ts) loads and checks the sources once,
 * in astro:config:setup, and gives the pages the site as the module
 * `virtual:kb/site`. Pages read their route data from it in
 * `getStaticPaths`; components get props and never see it.
 */
import { site as built } from 'virtual:kb/site';
import type { Site } from './site';

/** The site of this build. */
export const site = (): Site => built;
