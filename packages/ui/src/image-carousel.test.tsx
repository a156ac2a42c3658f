import { DirectionProvider, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { counterText, ImageCarousel, stepIndex, visibleImages } from './image-carousel.tsx';

const labels = {
  previous: 'Previous image',
  next: 'Next image',
  image: (index: number, total: number) => `Image ${index} of ${total}`,
};

function setup(images: string[], caption?: string) {
  return render(
    <DirectionProvider>
      <MantineProvider>
        <ImageCarousel images={images} caption={caption} labels={labels} />
      </MantineProvider>
    </DirectionProvider>,
  );
}

const mainSrc = () => screen.getByTestId('carousel-image').getAttribute('src');

afterEach(cleanup);

describe('carousel rules', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('drops blanks, repeats and failed images', () => {
    expect(visibleImages(['a.svg', '', 'a.svg', 'b.svg', 'c.svg'], new Set(['c.svg']))).toEqual([
      'a.svg',
      'b.svg',
    ]);
  });

  it("counts as 'n / total'", () => {
    expect(counterText(0, 3)).toBe('1 / 3');
  });
});

describe('ImageCarousel', () => {
  it('steps with the arrows, shows n / total and jumps by thumbnail', () => {
    setup(['/a.svg', '/b.svg', '/c.svg'], 'Petra');
    expect(mainSrc()).toBe('/a.svg');
    expect(screen.getByTestId('carousel-counter').textContent).toBe('1 / 3');
    expect(screen.getByTestId('carousel-caption').textContent).toBe('Petra');

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainSrc()).toBe('/b.svg');
    expect(screen.getByTestId('carousel-counter').textContent).toBe('2 / 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainSrc()).toBe('/c.svg');

    fireEvent.click(screen.getByRole('button', { name: 'Image 2 of 3' }));
    expect(mainSrc()).toBe('/b.svg');
    expect(screen.getByRole('button', { name: 'Image 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('hides an image that fails to load and recounts', () => {
    setup(['/a.svg', '/broken.svg', '/c.svg']);
    const thumbnails = screen.getByTestId('carousel-thumbnails').querySelectorAll('img');
    const broken = [...thumbnails].find((img) => img.getAttribute('src') === '/broken.svg');
    if (!broken) throw new Error('thumbnail missing');
    fireEvent.error(broken);
    expect(screen.getByTestId('carousel-counter').textContent).toBe('1 / 2');
    expect(screen.queryByRole('button', { name: 'Image 3 of 3' })).toBeNull();
  });

  it('renders nothing when every image fails, and no arrows for a single image', () => {
    const view = setup(['/only.svg']);
    expect(screen.queryByTestId('carousel-next')).toBeNull();
    expect(screen.queryByTestId('carousel-counter')).toBeNull();
    fireEvent.error(screen.getByTestId('carousel-image'));
    expect(view.container.querySelector('[data-testid="image-carousel"]')).toBeNull();
  });
});
