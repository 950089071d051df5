import type { APIRoute, GetStaticPaths } from 'astro';
import { getCorpus } from '../../../../../model/corpus';
import { lawComparisons } from '../../../../../derive/law-comparisons';
import type { PairComparison } from '../../../../../derive/compare';

export const getStaticPaths = (() =>
  getCorpus().laws.flatMap((law) =>
    lawComparisons(law).map((pair) => ({ params: { law: String(law.number), pair: pair.name }, props: { pair } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { pair } = props as { pair: PairComparison };
  return new Response(`${JSON.stringify(pair, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
