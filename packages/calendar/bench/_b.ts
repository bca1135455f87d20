import { directTables } from '../src/civil/direct-tables.js';
import { monthTable } from '../src/civil/month-table.js';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
monthTable('official');
let t = performance.now(),
  c = cpu();
directTables('official');
console.log(
  'directTables official',
  (performance.now() - t).toFixed(1),
  'ms wall',
  (cpu() - c).toFixed(1),
  'ms cpu',
);
t = performance.now();
c = cpu();
monthTable('computed');
console.log(
  'monthTable computed',
  (performance.now() - t).toFixed(1),
  'ms wall',
  (cpu() - c).toFixed(1),
  'ms cpu',
);
t = performance.now();
c = cpu();
directTables('computed');
console.log(
  'directTables computed',
  (performance.now() - t).toFixed(1),
  'ms wall',
  (cpu() - c).toFixed(1),
  'ms cpu',
);
