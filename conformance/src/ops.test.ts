import { FUNCTION_OPS, OP_CATALOGUE } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { loadRecorded } from './fixtures';
import { FACADE_OP, facadeCall, facadeOp, facadeUnaryOp, functionOfKey, PROMOTION_OP, promotionOp, recordedName, recordedUnaryName } from './ops';
import { loadValueFixtures } from './replay-values';

describe('op names come from the op catalogue', () => {
  it('maps every function of the catalogue, and every Variable update, from its recorded name', () => {
    expect(Object.values(FACADE_OP)).toEqual(FUNCTION_OPS.map((e) => e.name));
    expect(Object.values(PROMOTION_OP)).toEqual(OP_CATALOGUE.map((e) => e.promotion));
    expect(facadeOp('subtract')).toBe('sub');
    expect(promotionOp('multiply')).toBe('mul');
    expect(promotionOp('assign_add')).toBe('assign_add');
    expect(recordedName('mul')).toBe('multiply');
    expect(functionOfKey('truediv')).toBe('truediv');
    expect(() => facadeOp('matmul')).toThrow(/op catalogue/);
  });

  it('maps unary ops by kernel and by table, and where', () => {
    expect(facadeUnaryOp('negative')).toBe('neg');
    expect(facadeUnaryOp('absolute')).toBe('abs');
    expect(facadeUnaryOp('rint')).toBe('round');
    expect(facadeUnaryOp('round')).toBe('round');
    expect(recordedUnaryName('round')).toBe('rint');
    expect(facadeCall('where')).toEqual({ arity: 3, name: 'where' });
    expect(facadeCall('logical_not')).toEqual({ arity: 1, name: 'logicalNot' });
    expect(facadeCall('less_equal')).toEqual({ arity: 2, name: 'lessEqual' });
    expect(() => facadeUnaryOp('add')).toThrow(/UNARY_CATALOGUE/);
    expect(() => facadeCall('matmul')).toThrow(/op catalogue/);
  });

  it('knows every op the fixtures record', () => {
    for (const f of [...loadRecorded('tables'), ...loadRecorded('assign_add')]) for (const t of f.tables) expect(() => promotionOp(t.op), `${f.id} ${t.op}`).not.toThrow();
    for (const f of loadRecorded('tables')) for (const t of f.tables) expect(() => facadeOp(t.op), `${f.id} ${t.op}`).not.toThrow();
    for (const f of loadValueFixtures()) if (!['cast', 'clip', 'round_decimals'].includes(f.header.op)) expect(() => facadeCall(f.header.op), f.id).not.toThrow();
  });
});
