import type { APIRoute, GetStaticPaths } from 'astro';
import { comparisonJson, jsonResponse } from '../../../../../site/data-json';
import { site } from '../../../../../site/handoff';
import { comparisonPaths, type CompareRoute } from '../../../../../site/routes';

export const getStaticPaths = (() => comparisonPaths(site())) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  jsonResponse(comparisonJson((props as { route: () => CompareRoute }).route().pair));
