import type { APIRoute, GetStaticPaths } from 'astro';
import { getCorpus } from '../../../model/corpus';
import type { GuidanceDocument } from '../../../model/guidance';
import { addresses } from '../../../model/addresses';

export const getStaticPaths = (() => getCorpus().guidance.map((doc) => ({ params: { doc: doc.id }, props: { doc } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { doc } = props as { doc: GuidanceDocument };
  const data = {
    ...doc.meta,
    url: addresses.guidance(doc.id),
    passages: doc.passages.map((p) => ({
      id: p.id,
      position: p.index,
      line: p.line,
      title: p.title,
      url: addresses.passage(doc.id, p.id),
      annotates: p.annotates,
      mentions: p.mentions,
      examples: p.examples,
      text: p.text,
    })),
  };
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
