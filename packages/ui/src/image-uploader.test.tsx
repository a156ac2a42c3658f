import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploader, type ImageUploaderProps } from './image-uploader.tsx';

const texts = {
  dropTitle: 'Drop images',
  dropHint: 'PNG, JPEG or WebP',
  invalidType: 'Only images',
  upload: 'Upload Images',
  uploading: 'Uploading...',
  done: 'Done',
  countLabel: (count: number, max: number) => `${count} of ${max}`,
  removeLabel: (name: string) => `Remove ${name}`,
};
const rule = { step: 10, intervalMs: 100, cap: 90 };
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup(overrides: Partial<ImageUploaderProps> = {}) {
  const props: ImageUploaderProps = {
    texts,
    maxFiles: 5,
    currentCount: 0,
    progressRule: rule,
    onUpload: vi.fn(() => Promise.resolve()),
    onTooMany: vi.fn(),
    onEmpty: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MantineProvider>
      <ImageUploader {...props} />
    </MantineProvider>,
  );
  const pick = async (files: File[]) => {
    // The drop area is loaded on demand: wait for its file input.
    const input = await waitFor(() => {
      const found = view.container.querySelector('input[type="file"]');
      if (!found) throw new Error('drop area not loaded yet');
      return found;
    });
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
  };
  return { props, pick };
}

afterEach(cleanup);

describe('ImageUploader', () => {
  it('asks for images when Upload is pressed with none selected', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    expect(props.onEmpty).toHaveBeenCalledOnce();
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it('refuses a choice that passes the limit, counting the stored images', async () => {
    const { props, pick } = setup({ currentCount: 4 });
    await pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(props.onTooMany).toHaveBeenCalledOnce());
    expect(screen.getByTestId('image-uploader-count').textContent).toBe('4 of 5');
  });

  it('uploads the selection, reaches 100 and clears it', async () => {
    const { props, pick } = setup({ currentCount: 1 });
    await pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByTestId('image-uploader-count').textContent).toBe('3 of 5'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    });
    expect(props.onUpload).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
    await waitFor(() => expect(screen.getByText('Done')).toBeTruthy());
    expect(screen.queryByTestId('image-uploader-selection')).toBeNull();
  });

  it('stops before sending when the caller says so', async () => {
    const { props, pick } = setup({ onBeforeUpload: () => false });
    await pick([png('a.png')]);
    await waitFor(() => expect(screen.getByTestId('image-uploader-count').textContent).toBe('1 of 5'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    expect(props.onUpload).not.toHaveBeenCalled();
  });
});
