import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentBlock } from '../../../client/api/contract';
import { ContentBlocks } from '../../../client/components/ContentBlocks';
import { renderInSite } from '../render-app';

afterEach(cleanup);

const BLOCKS: ContentBlock[] = [
  { type: 'text', id: 'body', title: 'The sale', body: 'Up to half off.' },
  { type: 'text', id: 'terms', title: 'Sale terms', body: 'While stocks last.' },
];

describe('ContentBlocks', () => {
  it('gives a block no heading when it would repeat the page’s own h1 (a sale page’s lead)', () => {
    renderInSite(
      <>
        <h1>The sale</h1>
        <ContentBlocks blocks={BLOCKS} headingLevel={2} pageHeading="The sale" />
      </>,
    );
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H1 The sale', 'H2 Sale terms']);
    expect(screen.getByText('Up to half off.')).toBeTruthy();
  });
});
