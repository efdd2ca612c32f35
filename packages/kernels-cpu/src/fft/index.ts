// The Fourier-transform kernels (the Array API's fft extension).
export { fft, fftfreq, fftn, fftshift, hfft, ihfft, irfft, irfftn, rfft, rfftfreq, rfftn } from './transforms';
export type { FftNorm, FftnOptions, FftOptions } from './transforms';
