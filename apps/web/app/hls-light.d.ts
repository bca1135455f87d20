// hls.js's light build has the full build's API minus features radio never uses, but its package
// exports no types for the `hls.js/light` path: it takes the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
