import type { Plugin } from 'vite';

/** See css-minify.mjs. */
export declare const cssMinify: () => Plugin;
