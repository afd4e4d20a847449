import { useState } from 'react';
import type { FaqItem } from '#shared/schemas/content.ts';
import { Chevron } from './chevron.tsx';

interface AccordionProps {
  items: FaqItem[];
  /** Unique per page: the ids of the buttons and panels derive from it. */
  idPrefix: string;
}

/**
 * FAQ accordion (spec section 4): one item open at a time, the open one closes again on a second
 * click. Every answer is in the server HTML; with scripting off the CSS shows them all.
 */
export function Accordion({ items, idPrefix }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${idPrefix}-q${index}`;
        const panelId = `${idPrefix}-a${index}`;
        return (
          <div className={expanded ? 'accordion-item is-open' : 'accordion-item'} key={item.question}>
            <h3 className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Chevron size={20} className="accordion-chevron" />
              </button>
            </h3>
            <div id={panelId} className="accordion-panel" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default Accordion;
