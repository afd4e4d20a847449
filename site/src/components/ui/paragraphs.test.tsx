import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraphs } from './paragraphs.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/** Text pasted from Word (a quote, then bullets) as the owner typed it in the studio. */
const PASTED =
  '“Maya’s photos did the talking.”\n\n• Fast turnaround\r\n• Sharp, bright interiors\n<b>and</b> lovely to work with!';

describe('the owner’s typed text on a page', () => {
  it('when it has blank lines and single line breaks, then they are paragraphs and line breaks, the text escaped', () => {
    expect(renderToStaticMarkup(<Paragraphs text={PASTED} />)).toBe(
      '<p>“Maya’s photos did the talking.”</p>' +
        '<p>• Fast turnaround<br/>• Sharp, bright interiors<br/>&lt;b&gt;and&lt;/b&gt; lovely to work with!</p>',
    );
  });

  it('when a testimonial quote has the same lines, then its card keeps them', () => {
    const html = renderToStaticMarkup(
      <TestimonialCard
        slot="none"
        testimonial={{ quote: PASTED, author: 'Maya Chen', role: 'Broker', service: 'Photography' }}
      />,
    );
    expect(html).toContain('<p>• Fast turnaround<br/>• Sharp, bright interiors<br/>');
  });
});
