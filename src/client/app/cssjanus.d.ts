// cssjanus ships no types: the one function the right-to-left styles use (app/right-to-left.ts).
declare module 'cssjanus' {
  const cssjanus: { transform(css: string): string };
  export default cssjanus;
}
