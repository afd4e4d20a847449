import { Fragment } from 'react';

/**
 * Text the owner typed with blank lines between paragraphs, as those paragraphs, and each single
 * line break as a line break (`<br>`): a list pasted from Word or an MLS sheet keeps its lines, in a
 * post, a project, a testimonial or a listing alike (they all ran together as one line before).
 */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <Lines text={paragraph} />
        </p>
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
