import { Fragment } from 'react';

/**
 * A line (a store's address, its name) that may wrap between its words, never inside one:
 * each space-separated word is a `.keep-word` (no wrap). Thai writes no space inside a word and
 * sets the parts of an address apart with spaces, but the browser breaks Thai by dictionary and
 * split a street name it does not know at a phone's line end (ถนนนิมมานเห / มินท์).
 */
export function KeepWords({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((word, index) => (
        <Fragment key={index}>
          {index ? ' ' : null}
          <span className="keep-word">{word}</span>
        </Fragment>
      ))}
    </>
  );
}
