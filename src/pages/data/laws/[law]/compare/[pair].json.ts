import type { APIRoute, GetStaticPaths } from 'astro';
import type { PairComparison } from '../../../../../derive/compare';
import { comparisonJson, jsonResponse } from '../../../../../site/data-json';
import { site } from '../../../../../site/handoff';
import { routes } from '../../../../../site/routes';

export const getStaticPaths = (() =>
  routes(site()).comparisons.map((r) => ({
    params: r.params,
    props: { pair: r.props.pair },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => jsonResponse(comparisonJson((props as { pair: PairComparison }).pair));
