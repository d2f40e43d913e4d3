import fs from 'node:fs';

/**
 * A process's CPU time so far, user and system, all its threads (a server's render workers too),
 * in ms: Linux's /proc, in ticks of 1/100 s; NaN where there is no /proc. CPU time per answer,
 * unlike answers a second, barely moves when other work shares the machine, and it is the
 * server's alone where a rate is also the load generator's.
 */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
