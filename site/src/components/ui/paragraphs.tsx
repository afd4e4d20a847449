/**
 * Text the owner typed with blank lines between paragraphs, as those paragraphs. A single line break
 * inside a paragraph stays a space, as in the editor's preview of HTML text.
 */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
