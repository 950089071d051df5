/// <reference types="astro/client" />

/** The site of this build (src/integrations/knowledge-base.ts); read it through src/site/handoff.ts. */
declare module 'virtual:kb/site' {
  export const site: import('./site/site').Site;
}
