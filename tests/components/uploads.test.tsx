import { act, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DropZone from '@/uploads/DropZone';
import FileDropOverlay from '@/uploads/FileDropOverlay';
import { mockApi, renderAdmin, type Call } from '../support/admin';

let calls: Call[];
beforeEach(() => {
  calls = mockApi({ 'POST /unity/uploads': { url: '/uploads/logo.png' } });
});
afterEach(() => vi.unstubAllGlobals());

function dragEvent(type: string, files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } });
  return event;
}

describe("DropZone (the Users page's drop zone, its code loaded once the page has painted)", () => {
  it('shows nothing at first, then the drop text when files are dragged over the page', async () => {
    renderAdmin(<DropZone />);
    expect(screen.queryByText('Drop files to upload them instantly.')).toBeNull();
    // Its overlay listens once its code has come, after the first paint.
    await waitFor(() => {
      void act(() => window.dispatchEvent(dragEvent('dragenter')));
      expect(screen.getByText('Drop files to upload them instantly.')).toBeInTheDocument();
    });
  });
});

describe('FileDropOverlay', () => {
  it('shows the drop text while files are dragged over the page and hides it when they leave', async () => {
    renderAdmin(<FileDropOverlay />);
    expect(screen.queryByText('Drop files to upload them instantly.')).toBeNull();
    act(() => {
      window.dispatchEvent(dragEvent('dragenter'));
      window.dispatchEvent(dragEvent('dragenter'));
    });
    expect(screen.getByText('Drop files to upload them instantly.')).toBeInTheDocument();
    void act(() => window.dispatchEvent(dragEvent('dragleave')));
    expect(screen.getByText('Drop files to upload them instantly.')).toBeInTheDocument();
    void act(() => window.dispatchEvent(dragEvent('dragleave')));
    expect(screen.queryByText('Drop files to upload them instantly.')).toBeNull();
  });

  it('ignores drags that carry no files (text, links)', () => {
    renderAdmin(<FileDropOverlay />);
    const event = new Event('dragenter', { bubbles: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['text/plain'], files: [] } });
    void act(() => window.dispatchEvent(event));
    expect(screen.queryByText('Drop files to upload them instantly.')).toBeNull();
  });

  it('uploads each dropped file as multipart field "file" and says so', async () => {
    const onUploaded = vi.fn();
    renderAdmin(
      <>
        <FileDropOverlay onUploaded={onUploaded} />
        <Notification />
      </>,
    );
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const drop = dragEvent('drop', [file]);
    act(() => {
      window.dispatchEvent(dragEvent('dragenter'));
      window.dispatchEvent(drop);
    });
    expect(drop.defaultPrevented).toBe(true);
    expect(await screen.findByText('Uploading file(s)...')).toBeInTheDocument();
    expect(screen.queryByText('Drop files to upload them instantly.')).toBeNull();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['/uploads/logo.png']));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/unity/uploads')!;
    expect((post.body as FormData).get('file')).toMatchObject({ name: 'logo.png' });
  });
});
