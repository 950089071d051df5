/** Every annotation: which passage, of which document, written for which text, explains which clause. */
import type { APIRoute } from 'astro';
import { getCorpus } from '../../model/corpus';
import { addresses } from '../../model/addresses';
import { lawIndex } from '../../derive/annotations';

export const GET: APIRoute = () => {
  const corpus = getCorpus();
  const annotations = corpus.guidance.flatMap((doc) =>
    doc.passages.flatMap((p) =>
      p.annotates.map((a) => ({
        law: a.law,
        clause: a.clause,
        clauseUrl: a.clause ? addresses.clause(a.law, a.clause) : addresses.law(a.law),
        document: doc.id,
        edition: doc.meta.interprets,
        passage: p.id,
        position: p.index,
        line: p.line,
        passageUrl: addresses.passage(doc.id, p.id),
      })),
    ),
  );
  const laws = lawIndex(corpus).map((e) => ({
    law: e.law,
    inCorpus: e.inCorpus,
    url: addresses.law(e.law),
    mentions: e.mentions.map((m) => ({
      clause: m.clause,
      text: m.text,
      in: m.kind === 'guidance' ? { document: m.document?.id, passage: m.passage?.id } : { law: m.from?.law, edition: m.from?.edition, clause: m.from?.clause },
    })),
  }));
  return new Response(`${JSON.stringify({ annotations, laws }, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
