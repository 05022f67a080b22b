/**
 * Shared by packages/engine and packages/ai: dist/index.js is one ES module for
 * Node >= 20 (no DOM), with the workspace packages and xstate inlined.
 * (No imports here: each package resolves vitest from its own node_modules.)
 */
export declare const nodeLib: () => {
    build: {
        target: string;
        lib: {
            entry: string;
            formats: "es"[];
            fileName: string;
        };
        minify: boolean;
        rolldownOptions: {
            external: RegExp[];
        };
    };
    test: {
        include: string[];
        testTimeout: number;
    };
};
