import { isChunkLoadError, startErrorReports } from './errorReports';
import { reloadForStaleChunk, startStaleChunkReload } from './staleChunks';

/**
 * What the operator needs, started by src/main.tsx right after the first render (off the start-up path: a
 * chunk the page loads at start comes from the deploy its index.html names): error reports, the reload of a
 * tab whose chunk a deploy removed. Answers the React root's handler of an error a boundary caught.
 */
export function startOperations(): (error: unknown) => void {
  startErrorReports();
  startStaleChunkReload();
  return (error) => {
    if (!isChunkLoadError(error) || !reloadForStaleChunk(error)) console.error(error);
  };
}
