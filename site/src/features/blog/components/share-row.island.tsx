import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { copyText } from '../../../lib/copy-text.ts';

/** How long the copied check mark stays (spec section 9: 2 seconds). */
const COPIED_MS = 2000;

interface ShareRowProps {
  title: string;
  /** The canonical address of the post (public origin + path, from the route loader). */
  url: string;
}

function shareLinks(title: string, url: string) {
  // The post address is origin + /blog/slug: only characters a query value may hold, so it stays
  // unencoded, which also lets the server swap the prerender origin placeholder inside these links.
  const u = url;
  const t = encodeURIComponent(title);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, external: true },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, external: true },
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`, external: true },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}`, external: false },
  ];
}

/** Share row: copy the canonical link (check mark for 2 s) and plain share links (no third-party script). */
export function ShareRow({ title, url }: ShareRowProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    setCopied(false);
    if (await copyText(url)) setCopied(true);
  };

  return (
    <div className="share-row">
      <span className="share-label">Share this article</span>
      <button
        type="button"
        className={`share-button share-copy${copied ? ' is-copied' : ''}`}
        onClick={onCopy}
        aria-label={copied ? 'Link copied' : 'Copy link'}
        data-copied={copied ? 'true' : 'false'}
      >
        <Icon name={copied ? 'check' : 'link'} size={18} />
        <span aria-hidden="true">{copied ? 'Copied' : 'Copy link'}</span>
      </button>
      {shareLinks(title, url).map((link) => (
        <a
          key={link.label}
          className="share-button"
          href={link.href}
          // Web share pages open in a new tab; the e-mail link hands over to the mail app.
          target={link.external ? '_blank' : undefined}
          rel={link.external ? 'noopener noreferrer' : undefined}
          aria-label={link.external ? `Share on ${link.label} (opens in a new tab)` : 'Share by email'}
        >
          {link.label}
        </a>
      ))}
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}

export default ShareRow;
