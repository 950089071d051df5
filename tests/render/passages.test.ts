/**
 * Guidance passages → HTML: links that leave the site carry
 * rel="noopener noreferrer"; raw HTML and unsafe addresses never reach a page,
 * even if they got past the model.
 */
import { describe, expect, it } from 'vitest';
import type { Passage } from '../../src/model/guidance';
import { parseGuidance } from '../../src/model/parse-guidance';
import { renderPassage } from '../../src/render/passages';

const FRONT = `---
id: fixture
title: A fixture
kind: guide
author: not given
publisher: not given
date: undated
dateNote: A fixture.
interprets: "2017"
seed: "004_75d32c65d632dc53.txt"
---
`;

function passage(body: string): Passage {
  const { document, diagnostics } = parseGuidance(`${FRONT}\n::passage{#one}\n\n${body}\n`, 'fixture.md');
  expect(diagnostics).toEqual([]);
  return document!.passages[0]!;
}

const linker = (law: number, clause: string | null) => `/law/${law}/${clause ?? ''}`;

describe('links in guidance', () => {
  it('a link to another site carries rel="noopener noreferrer"; links within the site and mailto: do not', () => {
    const html = renderPassage(
      passage(
        'See [the WBF](https://www.worldbridge.org/laws/), [Law 27](/laws/27/), [part 2](#part-2) and [mail](mailto:td@example.org).',
      ),
      linker,
    );
    expect(html).toContain('<a href="https://www.worldbridge.org/laws/" rel="noopener noreferrer">the WBF</a>');
    expect(html).toContain('<a href="/laws/27/">Law 27</a>');
    expect(html).toContain('<a href="#part-2">part 2</a>');
    expect(html).toContain('<a href="mailto:td@example.org">mail</a>');
  });

  it('references to laws are links of the site, without rel', () => {
    expect(renderPassage(passage('Then Law 16D applies.'), linker)).toBe(
      '<p>Then <a class="lawref-link" href="/law/16/D">Law 16D</a> applies.</p>',
    );
  });
});

describe('what the model refuses never reaches a page', () => {
  const forged = (nodes: Passage['nodes']): Passage => ({ ...passage('Words.'), nodes });

  it('raw HTML is dropped, not passed through', () => {
    const html = renderPassage(
      forged([
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Then ' },
            { type: 'html', value: '<img src=x onerror=alert(1)>' },
            { type: 'text', value: ' applies.' },
          ],
        },
      ]),
      linker,
    );
    expect(html).toBe('<p>Then  applies.</p>');
  });

  it('a javascript: link is an error', () => {
    expect(() =>
      renderPassage(
        forged([
          {
            type: 'paragraph',
            children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', value: 'x' }] }],
          },
        ]),
        linker,
      ),
    ).toThrow(/unsafe link in a guidance passage .*"javascript:" scheme is not allowed/);
  });

  it('an image is an error', () => {
    expect(() =>
      renderPassage(
        forged([
          { type: 'paragraph', children: [{ type: 'image', url: 'https://elsewhere.example/x.png', alt: 'x' }] },
        ]),
        linker,
      ),
    ).toThrow(/an image in a guidance passage/);
  });
});
