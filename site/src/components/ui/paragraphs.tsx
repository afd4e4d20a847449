import { Fragment } from 'react';

/**
 * Text the owner typed with blank lines between paragraphs, as those paragraphs. A single line break
 * inside a paragraph stays a space, as in the editor's preview of HTML text; with `lineBreaks` it is
 * a line break (`<br>`), for text typed as lines (a listing's description: a pasted list of features).
 */
export function Paragraphs({ text, lineBreaks = false }: { text: string; lineBreaks?: boolean }) {
  const paragraphs = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{lineBreaks ? <Lines text={paragraph} /> : paragraph}</p>
      ))}
    </>
  );
}

/** One paragraph's lines, a `<br>` between each (React escapes the text). */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
