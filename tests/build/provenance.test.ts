/**
 * Sources are cited as publications: no page's text names a source file
 * ("001_57f2d250c6491c25.txt") or says "seed"; the edition, law and guidance
 * pages cite issuer, title, date and where published, and what our copy is.
 * The internal ids stay in /data/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPages, readJson, readPage, select, selectAll, siteDir, toText } from './site';

const INTERNAL = /\b\d{3}_[0-9a-f]{16}\.txt\b|\bseeds?\b/i;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('provenance as citation', () => {
  it('no built page names a source file or says "seed", in its text or its attributes', () => {
    const pages = [...allPages().map((p) => path.join(p, 'index.html')), '/404.html'];
    const found = pages.flatMap((p) => {
      const html = readFileSync(path.join(siteDir(), p), 'utf8');
      const m = INTERNAL.exec(html);
      return m ? [`${p}: ${html.slice(Math.max(0, m.index - 60), m.index + 40)}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('the 2017 text cites the WBF publication, and says what our copy is', () => {
    const page = readPage('/laws/27/2017/');
    expect(norm(toText(selectAll('.provenance dd', page)[2]!))).toBe(
      'Witness 1, the PDF conversion of the WBF Laws. The PDF conversion of the WBF Laws is the only witness of the text it heads "2017 Law".',
    );
    const base = norm(toText(select('.provenance li cite.source', page)!));
    expect(base).toBe(
      'World Bridge Federation, “The Laws of Duplicate Bridge 2007 and The Laws of Duplicate Bridge 2017, Law 27”, the part headed "2017 Law", undated; the WBF\'s Laws of Duplicate Bridge, published as PDF; this copy gives Law 27 of both, headed "2007 Law" and "2017 Law".',
    );
    const witness = norm(toText(select('.provenance ol li', page)!));
    expect(witness).toContain(
      'Our copy (conversion from PDF): Transcribed word for word from a conversion of the PDF to Markdown; conversion slips are kept and marked',
    );
  });

  it('the March 2008 text cites both witnesses, the blml post with its list and date', () => {
    const items = selectAll('.provenance ol > li cite.source', readPage('/laws/27/2008-03/')).map((c) =>
      norm(toText(c)),
    );
    expect(items).toHaveLength(2);
    expect(items[1]).toBe(
      "Peter Eidt, quoting the WBF Laws Committee's announcement, “[blml] Law 27”, 5 March 2008; bridge-laws mailing list (blml).",
    );
  });

  it('a guidance page cites its document, and says when the issuer is not given', () => {
    const meta = select('.doc-meta', readPage('/guidance/comparable-calls/'))!;
    expect(norm(toText(select('cite.source', meta)!))).toBe(
      'Issuer not given, “Director Guide for Insufficient Bids, Calls Out of Rotation, Lead Penalties, and Comparable Calls”, undated; a one-page guide written for the 2017 Laws; where it was published is not given.',
    );
    expect(norm(toText(meta))).not.toContain('Author');
  });

  it('the texts table of Law 27 names each witness in a few words', () => {
    const cells = selectAll('table tbody tr', readPage('/laws/27/')).map((r) => norm(toText(selectAll('td', r)[1]!)));
    expect(cells).toEqual([
      'PDF conversion of the WBF Laws',
      'clean copy of the March 2008 text; blml post of 5 March 2008',
      'PDF conversion of the WBF Laws',
    ]);
  });

  it('the internal ids stay in the data', () => {
    const data = readJson('/data/laws/27/2017.json') as { base: { witness: string } };
    expect(data.base.witness).toBe('001_57f2d250c6491c25.txt');
  });
});
