/**
 * Letters that are not a plain letter with an accent, so taking accents off leaves nothing of
 * them: "Rue de l'Œuvre" gave "rue-de-l-uvre", "Straße" "strae".
 */
const SPELT_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ð: 'd',
};

/**
 * The words of a title or an address as they go into a page's address: lowercase letters and
 * digits joined by single dashes ("Café Déjà vu" -> "cafe-deja-vu"), at most `max` characters.
 * HTML pasted with a title is markup, not words: its tags and character references are dropped
 * first, so `<b>Loft</b> &amp; Co` gives "loft-co", never "b-loft-b-amp-co". A long one is cut
 * between words. Every address made
 * from the owner's words (projects, posts, listings, and the admin's suggestion as they type)
 * comes from here.
 */
export function slugWords(text: string, max = Number.POSITIVE_INFINITY): string {
  const words = text
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ')
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, ' ')
    .toLowerCase()
    .replace(/[ßæœøłđþð]/g, (letter) => SPELT_OUT[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return cutBetweenWords(words, max).replace(/-+$/, '');
}

/** At most `max` characters, cut at the last dash when that would split a word (one long word is cut). */
function cutBetweenWords(words: string, max: number): string {
  if (words.length <= max || words[max] === '-') return words.slice(0, max);
  const lastDash = words.lastIndexOf('-', max);
  return lastDash > 0 ? words.slice(0, lastDash) : words.slice(0, max);
}
