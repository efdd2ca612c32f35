// A small demo of the built packages: prints the dtype registry.
import { DTYPES, dtypeInfo } from '@typelattice/dtypes';

console.log('dtype       code  kind  bits  itemsize  storage');
for (const d of DTYPES) {
  const i = dtypeInfo(d);
  console.log(`${d.padEnd(11)} ${i.code.padEnd(5)} ${i.kind.padEnd(5)} ${String(i.bits).padEnd(5)} ${String(i.itemSize).padEnd(9)} ${i.storage.name}`);
}
