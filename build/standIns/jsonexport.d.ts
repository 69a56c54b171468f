/** The part of jsonexport's browser build that build/standIns/lazyJsonExport.ts calls. */
declare module 'jsonexport/dist/index.js' {
  const convert: (data: unknown, callback: (error: Error | null, csv: string) => void) => void;
  export default convert;
}
