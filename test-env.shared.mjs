// The test environment the GPU and browser checks share (kernels-gpu's and tf's tests, the
// packaging check): a headless Chromium that comes from the repository's own npm install, a
// WebGPU device for Node on machines without Mesa, and a filter for Dawn's notices. Plain ESM so
// that both vitest configs and `node` scripts import it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * The npm package that carries the browser. `@sparticuz/chromium` ships Chromium's
 * headless shell (x64 Linux) with SwiftShader (WebGL, WebGL 2 and WebGPU in software) inside its
 * npm tarball, brotli-compressed, so `pnpm install` from the npm registry is all it needs: no apt
 * package, no download from anywhere else. 147.0.0 is the newest version whose `engines` accept
 * Node 20 (>=20.11; 147.0.1 and later ask for Node 22.17), so installing it warns about nothing.
 */
export const CHROMIUM_PACKAGE = '@sparticuz/chromium';

/** The flags every headless run uses: no sandbox (root in CI containers), WebGPU enabled. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-webgpu',
];

/** Extracts a (ustar) tar archive held in memory into `dir`: regular files and directories only. */
function untar(buffer, dir) {
  for (let offset = 0; offset + 512 <= buffer.length; ) {
    const header = buffer.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from, to) => header.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
    const name = [text(345, 500), text(0, 100)].filter(Boolean).join('/');
    const size = Number.parseInt(text(124, 136).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 0x30);
    const target = resolve(dir, name);
    if (target !== dir && !target.startsWith(dir + sep)) throw new Error(`tar entry ${name} leaves ${dir}`);
    const body = buffer.subarray(offset + 512, offset + 512 + size);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body, { mode: Number.parseInt(text(100, 108).trim() || '644', 8) & 0o777 });
    } else throw new Error(`tar entry ${name} has type ${type}, which this extractor does not handle`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks the Chromium of `@sparticuz/chromium` (once per version) into
 * `node_modules/.cache/typelattice-chromium/<version>/`: the browser, SwiftShader's GL/Vulkan
 * libraries beside it, fonts, and the NSS/NSPR/expat libraries it links against (the package's
 * Amazon Linux set, put on LD_LIBRARY_PATH so a bare Node image needs no apt package). Its own
 * `executablePath()` would unpack into `os.tmpdir()` and reuse whatever `/tmp/chromium` another
 * version left there; this directory holds one version only. Unpacking goes to a temporary folder
 * renamed into place, so concurrent test processes never see half a browser.
 */
function unpackChromium() {
  const require = createRequire(join(ROOT, 'package.json'));
  const entry = require.resolve(CHROMIUM_PACKAGE);
  const manifestOf = (dir) => (existsSync(join(dir, 'package.json')) ? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) : {});
  let pkgDir = dirname(entry);
  while (manifestOf(pkgDir).name !== CHROMIUM_PACKAGE) {
    if (dirname(pkgDir) === pkgDir) throw new Error(`cannot find the package.json of ${CHROMIUM_PACKAGE} above ${entry}`);
    pkgDir = dirname(pkgDir);
  }
  const { version } = manifestOf(pkgDir);
  const bin = join(pkgDir, 'bin');
  const dir = join(ROOT, 'node_modules', '.cache', 'typelattice-chromium', version);
  const done = join(dir, '.complete');
  if (!existsSync(done)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      throw new Error(
        `${CHROMIUM_PACKAGE} ships Chromium for x64 Linux only (this is ${process.platform}-${process.arch}); ` +
          'set CHROMIUM_PATH to a local Chrome or Chromium to run the browser checks here.',
      );
    }
    const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(join(tmp, 'al2023'), { recursive: true });
    writeFileSync(join(tmp, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), { mode: 0o755 });
    untar(brotliDecompressSync(readFileSync(join(bin, 'swiftshader.tar.br'))), tmp);
    untar(brotliDecompressSync(readFileSync(join(bin, 'fonts.tar.br'))), tmp);
    untar(brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))), join(tmp, 'al2023'));
    // The packed fonts.conf points at Lambda's folders (/tmp/fonts, /var/task): point it here.
    writeFileSync(
      join(tmp, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    linkAngleEgl(tmp);
    writeFileSync(join(tmp, '.complete'), `${CHROMIUM_PACKAGE}@${version}\n`);
    try {
      renameSync(tmp, dir);
    } catch (e) {
      rmSync(tmp, { recursive: true, force: true });
      if (!existsSync(done)) throw e; // another process unpacked the same version first: use that
    }
  }
  linkAngleEgl(dir); // folders unpacked before the links existed
  return { dir, version };
}

/**
 * `angle-egl/` beside the browser: libEGL.so.1 and libGLESv2.so.2 (the names Dawn loads) linked
 * to the browser's ANGLE, which runs GLES on SwiftShader's Vulkan. See {@link useNodeWebGpu}.
 */
function linkAngleEgl(dir) {
  const links = join(dir, 'angle-egl');
  mkdirSync(links, { recursive: true });
  for (const [name, target] of [['libEGL.so.1', '../libEGL.so'], ['libGLESv2.so.2', '../libGLESv2.so']]) {
    try {
      if (!existsSync(join(links, name))) symlinkSync(target, join(links, name));
    } catch (e) {
      if (!existsSync(join(links, name))) throw e;
    }
  }
}

/**
 * The Chromium to launch: `CHROMIUM_PATH` when set (any Chrome or Chromium), else the one
 * `@sparticuz/chromium` carries, unpacked on first use (a few seconds). Returns the executable,
 * the environment to launch it with, and where it came from (for the test output).
 *
 * @returns {{ executablePath: string, env: Record<string, string>, source: string }}
 */
export function chromiumExecutable() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override} does not exist; unset it to use ${CHROMIUM_PACKAGE}.`);
    return { executablePath: override, env: { ...process.env }, source: `CHROMIUM_PATH=${override}` };
  }
  const { dir, version } = unpackChromium();
  const libs = join(dir, 'al2023', 'lib');
  const env = {
    ...process.env,
    LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    FONTCONFIG_PATH: dir,
  };
  return { executablePath: join(dir, 'chromium'), env, source: `${CHROMIUM_PACKAGE}@${version}` };
}

/** Whether Dawn (the `webgpu` package) finds a GLES adapter under `env`, asked in a child process. */
function dawnFindsAdapter(env) {
  const webgpu = createRequire(join(ROOT, 'packages', 'kernels-gpu', 'package.json')).resolve('webgpu');
  const probe = [
    `const w = await import(${JSON.stringify(pathToFileURL(webgpu).href)});`,
    "const gpu = w.create(['backend=opengles']);",
    "const a = (await gpu.requestAdapter()) ?? (await gpu.requestAdapter({ featureLevel: 'compatibility' }));",
    "process.stdout.write(a ? 'adapter' : 'none', () => process.exit(0));",
  ].join('\n');
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env, encoding: 'utf8', timeout: 60_000 });
  return r.stdout === 'adapter';
}

/**
 * Makes sure Dawn's WebGPU in Node (the `webgpu` package, on GLES) has a device, for the tests
 * that run this process's children (a vitest config runs it in the main process; the test workers
 * inherit the environment). Where the machine's Mesa EGL/GLES gives an adapter (llvmpipe, or a
 * real GPU), nothing changes. Where it does not (a bare Node image has no Mesa), Dawn is pointed
 * at the browser's own GL stack: ANGLE (libEGL/libGLESv2) on SwiftShader's Vulkan, from
 * `@sparticuz/chromium`, through LD_LIBRARY_PATH and VK_ICD_FILENAMES. `TYPELATTICE_WEBGPU=swiftshader`
 * forces that, `=system` skips the check. Returns which device stack the tests get, in words.
 *
 * @returns {string}
 */
export function useNodeWebGpu() {
  const wanted = process.env.TYPELATTICE_WEBGPU ?? 'auto';
  const base = { ...process.env, EGL_PLATFORM: process.env.EGL_PLATFORM || 'surfaceless' };
  if (wanted === 'system' || (wanted !== 'swiftshader' && dawnFindsAdapter(base))) return "the machine's EGL/GLES (Mesa)";
  if (process.platform !== 'linux' || process.arch !== 'x64') return "the machine's EGL/GLES (no SwiftShader fallback on this platform)";
  const { dir, version } = unpackChromium();
  process.env.LD_LIBRARY_PATH = [join(dir, 'angle-egl'), dir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  process.env.VK_ICD_FILENAMES = join(dir, 'vk_swiftshader_icd.json');
  const why = wanted === 'swiftshader' ? 'TYPELATTICE_WEBGPU=swiftshader' : "the machine's EGL/GLES gave no adapter";
  return `ANGLE on SwiftShader from ${CHROMIUM_PACKAGE}@${version} (${why})`;
}

/**
 * Dawn (the `webgpu` package's WebGPU in Node) prints a line for each adapter it creates on
 * Mesa's GLES, straight to the process's stderr from native code:
 * `Warning: maxDynamicUniformBuffersPerPipelineLayout artificially reduced from 90 to 16 to fit
 * dynamic offset allocation limit.` It says that Dawn caps two limits, which nothing here comes
 * near and nobody can change. Native writes cannot be caught inside the test worker, but vitest
 * pipes each worker's stderr into the main process; the package's vitest config calls this to
 * drop exactly those lines there (everything else passes through untouched).
 */
export const DAWN_LIMIT_NOTICE =
  /^Warning: maxDynamic(?:Uniform|Storage)BuffersPerPipelineLayout artificially reduced from \d+ to \d+ to fit dynamic offset allocation limit\.\r?\n/gm;

/**
 * vitest 3.2 prints, once per package whose tests include type tests (`*.test-d.ts`): "Testing
 * types with tsc and vue-tsc is an experimental feature. Breaking changes might not follow
 * SemVer, please pin Vitest's version when using it." The repository pins vitest (3.2.7 in the
 * root package.json and the lockfile), which is what the notice asks; it has nothing else to say.
 */
export const VITEST_TYPECHECK_NOTICE =
  /^(?:\x1b\[\d+m)?Testing types with tsc and vue-tsc is an experimental feature\.\r?\nBreaking changes might not follow SemVer, please pin Vitest's version when using it\.(?:\x1b\[\d+m)?\r?\n/gm;

/** The notices dropped from the test processes' stderr: each says nothing a user can act on. */
const QUIET_NOTICES = [DAWN_LIMIT_NOTICE, VITEST_TYPECHECK_NOTICE];

/** Installs the filter of {@link DAWN_LIMIT_NOTICE} and {@link VITEST_TYPECHECK_NOTICE} on this process's stderr (once). */
export function quietKnownNotices() {
  const stderr = process.stderr;
  if (stderr.__typelatticeQuiet) return;
  const write = stderr.write.bind(stderr);
  stderr.write = (chunk, ...rest) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
    if (text === undefined) return write(chunk, ...rest);
    const kept = QUIET_NOTICES.reduce((t, notice) => t.replace(notice, ''), text);
    if (kept === text) return write(chunk, ...rest);
    if (kept.length) return write(kept, ...rest.filter((a) => typeof a === 'function'));
    const callback = rest.find((a) => typeof a === 'function');
    if (callback) queueMicrotask(() => callback());
    return true;
  };
  stderr.__typelatticeQuiet = true;
}
