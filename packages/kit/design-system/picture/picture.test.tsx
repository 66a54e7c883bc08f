import { css } from '@emotion/react';
import { render } from '@testing-library/react';

import { imageLoading, Picture } from './picture';

const PHOTO = {
  src: '/api/media/abc/1600.webp',
  srcset: '/api/media/abc/320.webp 320w, /api/media/abc/1600.webp 1600w',
  srcsetAvif: '/api/media/abc/320.avif 320w, /api/media/abc/1600.avif 1600w',
  width: 1600,
  height: 1000,
  alt: 'Het koor',
  preview: '/api/media/abc/preview.jpg',
  focusX: 72,
  focusY: 35,
};

const imgOf = (container: HTMLElement) => container.querySelector('img')!;

describe('Picture', () => {
  it('is lazy and decodes off the main thread by default, with its size and both srcsets', () => {
    const { container } = render(<Picture picture={PHOTO} sizes="20rem" />);
    const img = imgOf(container);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('srcset', PHOTO.srcset);
    expect(img).toHaveAttribute('sizes', '20rem');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', PHOTO.srcsetAvif);
  });

  it('loads the page\'s LCP image (priority) at once with fetchpriority high, never lazily', () => {
    const img = imgOf(render(<Picture picture={PHOTO} sizes="100vw" priority width={480} height={300} />).container);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '300');
  });

  it('places the photo in a box that crops it around its focal point, after the place\'s own rule', () => {
    const card = css`width: 100%; aspect-ratio: 16 / 9; object-fit: cover;`;
    const img = imgOf(render(<Picture picture={PHOTO} sizes="100vw" css={card} />).container);
    const style = getComputedStyle(img);
    expect([style.objectFit, style.objectPosition]).toEqual(['cover', '72% 35%']);
  });

  it('keeps the centre for an answer without a focal point (an API from before them)', () => {
    const { focusX: _x, focusY: _y, ...older } = PHOTO;
    const img = imgOf(render(<Picture picture={older as typeof PHOTO} sizes="100vw" />).container);
    expect(getComputedStyle(img).objectPosition).toBe('center');
  });

  it('gives a plain <img> the same attributes through imageLoading', () => {
    expect(imageLoading()).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });
});
