/** The owner's description: a blank line starts a new paragraph. */
export function ListingDescription({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div className="listing-description">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
