// Vite (and Vite-based tools) resolve `?url` imports to the emitted file's URL.
declare module '*?url' {
  const url: string;
  export default url;
}
