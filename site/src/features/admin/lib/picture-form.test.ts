import { describe, expect, it } from 'vitest';
import { focusAt, moveFocus, pictureAdapter } from './picture-form.ts';

describe('the picture form', () => {
  it('when the focal point is moved past an edge, then it stays inside the picture', () => {
    expect(moveFocus({ x: 0.98, y: 0.02 }, 0.05, -0.05)).toEqual({ x: 1, y: 0 });
    expect(moveFocus({ x: 0.5, y: 0.5 }, -0.05, 0.01)).toEqual({ x: 0.45, y: 0.51 });
  });

  it('when the picture is clicked, then the focal point is where the click fell, as fractions', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focusAt(box, 200, 200)).toEqual({ x: 0.25, y: 0.75 });
    expect(focusAt(box, 0, 400)).toEqual({ x: 0, y: 1 });
  });

  it('when a body is made, then it carries the picture, its alt text and focal point only', () => {
    const body = pictureAdapter.toBody({ src: ' /uploads/a.jpg ', alt: 'A', focus: { x: 0.2, y: 0.3 } });
    expect(body).toEqual({ src: '/uploads/a.jpg', alt: 'A', focus: { x: 0.2, y: 0.3 } });
  });
});
