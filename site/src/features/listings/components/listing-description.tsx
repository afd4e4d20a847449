import { Paragraphs } from '../../../components/ui/paragraphs.tsx';

/**
 * The owner's description: a blank line starts a new paragraph, as in every text of the site, and a
 * single line break stays a line break (a pasted list of features keeps its lines).
 */
export function ListingDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="listing-description">
      <Paragraphs text={text} />
    </div>
  );
}
