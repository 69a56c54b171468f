declare module 'virtual:first-paint-manifest' {
  const manifest: import('./manifest').FirstPaintManifest;
  export default manifest;
}
