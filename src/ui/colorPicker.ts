/**
 * react-colorful's pickers, as the console uses them: the picker adds its own style element, which the
 * page's Content-Security-Policy takes only with the page's nonce (src/browser/cspNonce.ts). Import the
 * pickers from here, never from react-colorful, so the nonce is always set first.
 */
import { setNonce } from 'react-colorful';
import { cspNonce } from '@/browser/cspNonce';

setNonce(cspNonce);

export { HexColorInput, HexColorPicker } from 'react-colorful';
