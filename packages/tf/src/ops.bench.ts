import { binary } from '@typelattice/kernels-cpu';
import { bench, describe } from 'vitest';
import { asNDArray } from './tensor';
import { constant, range, add, createOps, ImplicitPromotion } from './index';

// The facade's cost over a bare kernel call: conversion, promotion lookup, kernel choice.
// Run: pnpm --filter @typelattice/tf bench
const small = constant([1, 2, 3, 4], 'float32');
const big = range(0, 1_000_000, 1, 'float32');
const bigI8 = big.cast('int8');
const all = createOps({ mode: ImplicitPromotion.ALL });

describe('4 float32 elements', () => {
  bench('kernels-cpu binary', () => {
    binary('add', asNDArray(small), asNDArray(small), { computeDType: 'float32' });
  });
  bench('facade add(tensor, tensor)', () => {
    add(small, small);
  });
  bench('facade tensor.add(weak scalar)', () => {
    small.add(1.5);
  });
});

describe('10^6 elements', () => {
  bench('kernels-cpu binary float32', () => {
    binary('add', asNDArray(big), asNDArray(big), { computeDType: 'float32' });
  });
  bench('facade add float32', () => {
    add(big, big);
  });
  bench('facade ALL add(int8, float32) (converted in the loop)', () => {
    all.add(bigI8, big);
  });
});
