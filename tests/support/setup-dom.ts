import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor wait up to 5 s, not 1 s: on the loaded 2-core machine a lazy part or an answer can take
// longer to arrive than a second, and a test then failed on the machine's load, not on the console. A test that
// waits for something that never comes still fails, within Vitest's own timeout.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's Blob (and File) lacks text(), which browsers have: read it as the browser would.
if (typeof Blob !== 'undefined' && !Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
      reader.readAsText(this);
    });
  };
}
