// SheetJS's ES module build: the same API as 'xlsx' (whose CommonJS main requires Node's `stream`
// at load, which the functions' ES module bundle cannot do).
declare module 'xlsx/xlsx.mjs' {
  export * from 'xlsx';
}
