// Types of test-env.shared.mjs (the GPU and browser test environment).

/** The npm package that carries the headless Chromium (`@sparticuz/chromium`). */
export declare const CHROMIUM_PACKAGE: string;
/** The flags every headless run uses: no sandbox, WebGPU enabled. */
export declare const CHROMIUM_FLAGS: readonly string[];
/**
 * The Chromium to launch: `CHROMIUM_PATH` when set, else the one `@sparticuz/chromium` carries
 * (unpacked once per version under node_modules/.cache/typelattice-chromium/).
 */
export declare function chromiumExecutable(): {
  executablePath: string;
  env: Record<string, string>;
  source: string;
};
/** The line Dawn prints for each adapter it creates on Mesa's GLES. */
export declare const DAWN_LIMIT_NOTICE: RegExp;
/** vitest's notice that type tests are experimental (the repository pins vitest, as it asks). */
export declare const VITEST_TYPECHECK_NOTICE: RegExp;
/** Drops {@link DAWN_LIMIT_NOTICE} and {@link VITEST_TYPECHECK_NOTICE} from this process's stderr (vitest's main process). */
export declare function quietKnownNotices(): void;
/**
 * Points Dawn's WebGPU in Node (this process's children) at ANGLE on SwiftShader from
 * `@sparticuz/chromium` when the machine's Mesa EGL/GLES gives no adapter; returns which stack.
 */
export declare function useNodeWebGpu(): string;
