import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The shop's Chakra system: calm black and white with a gold accent.
 *
 * Built from `defaultBaseConfig` plus only the recipes the app uses instead of `defaultSystem`, which
 * bundles the recipes of all ~90 components (Chakra's "Bundle Optimization" guide). A component whose
 * recipe is missing renders unstyled, so a screen that starts using another recipe component
 * (accordion, dialog, select, slider, table, toast ...) adds its recipe here.
 *
 * Contrast (WCAG 2.1 AA, measured on #ffffff unless stated): text #111111 18.9:1; muted text gray.600
 * 7.7:1; gold.700 text and button background (white text) 6.2:1; gold.300 on the #111111 footer
 * 11:1; error text red.700 6.5:1; the focus ring (gold.700 on light, gold.300 on dark) is >= 3:1.
 */

const serif = `"Didot", "Bodoni 72", "Bodoni MT", "Playfair Display", Georgia, "Times New Roman", serif`;
const sans = `"Helvetica Neue", Helvetica, Arial, -apple-system, BlinkMacSystemFont, "Segoe UI", sans-serif`;

/**
 * The global styles (reset, the shop's base styles): only in the stylesheet vite.config.ts prebuilds
 * (see `system` below), so a plain object the app's bundle leaves out.
 */
/**
 * Chakra's rule for every element (`*`) declares some 30 custom properties (the ring and filter
 * composition variables, the global border colour and fonts): each element then computes its own copy
 * and resolves their var()s, a third of a listing's first style recalculation on a phone. Declared
 * once on the root they inherit instead, with the same values: nothing in the shop sets one of them
 * lower in the tree (no ring or filter utilities, no dark mode).
 */
const { '*': everyElement, ...chakraGlobalCss } = globalCss;
const isCustomProperty = ([name]: [string, unknown]) => name.startsWith('--');
const everyElementProperties = Object.entries(everyElement ?? {});

export const shopGlobalStyles: SystemConfig = {
  preflight: true,
  globalCss: {
    ...chakraGlobalCss,
    '*': Object.fromEntries(everyElementProperties.filter((entry) => !isCustomProperty(entry))),
    html: {
      ...Object.fromEntries(everyElementProperties.filter(isCustomProperty)),
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      colorPalette: 'gray',
    },
    body: { fontFamily: 'body', minHeight: '100vh' },
    // One visible focus indicator for every focusable element, links included. Dark areas set
    // --shop-focus-color to a light gold.
    '*:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: '3px',
      outlineOffset: '2px',
      outlineColor: 'var(--shop-focus-color, var(--chakra-colors-gold-700))',
    },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
};

/**
 * Chakra's colour palettes the shop never uses. Each palette is ~20 design tokens and CSS variables
 * that createSystem builds on the phone before the first paint; a screen that starts using one
 * removes it here.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette))) as T;

export const shopConfig = defineConfig({
  preflight: false,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...usedPalettes(tokens.colors),
        ink: { value: '#111111' },
        gold: {
          50: { value: '#fbf8f1' },
          100: { value: '#f5efe3' },
          200: { value: '#eadbb8' },
          300: { value: '#dcc48a' },
          400: { value: '#c9a96e' },
          500: { value: '#b08d45' },
          600: { value: '#8a6a1f' },
          700: { value: '#7a5c14' },
          800: { value: '#5c450f' },
          900: { value: '#3d2e0a' },
          950: { value: '#231a06' },
        },
      },
      fonts: {
        heading: { value: serif },
        body: { value: sans },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...usedPalettes(semanticTokens.colors),
        fg: {
          ...semanticTokens.colors.fg,
          DEFAULT: { value: '{colors.ink}' },
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
        },
        gray: {
          ...semanticTokens.colors.gray,
          solid: { value: '{colors.ink}' },
          focusRing: { value: '{colors.gold.700}' },
        },
        gold: {
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.gold.700}' },
          subtle: { value: '{colors.gold.50}' },
          muted: { value: '{colors.gold.100}' },
          emphasized: { value: '{colors.gold.200}' },
          solid: { value: '{colors.gold.700}' },
          focusRing: { value: '{colors.gold.700}' },
          border: { value: '{colors.gold.400}' },
        },
      },
    },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The system the app renders with. Its global styles (the reset and base styles above, every design
 * token as a CSS variable, keyframes: about 50 KB of CSS) are the same on every page, so
 * vite.config.ts prebuilds them into a stylesheet that index.html links (from `shopConfig` and
 * `shopGlobalStyles`), instead of ChakraProvider serialising and inserting them on the phone before
 * the first paint.
 */
const appSystem = createSystem(defaultBaseConfig, shopConfig);
export const system: typeof appSystem = { ...appSystem, _global: [] };
