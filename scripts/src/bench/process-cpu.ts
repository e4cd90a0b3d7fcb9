import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of another process (Linux /proc), to see which process a phase saturated: the API's,
 * dynalite's or the load clients'. Undefined where /proc is not there.
 */
let ticksPerSecond: number | undefined;

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces: the fields after it start at the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User + system CPU milliseconds `pid` has used so far. */
export function cpuMsOf(pid: number): number | undefined {
  const fields = statFields(pid);
  if (!fields) return undefined;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The child of this process whose command line contains `marker` (dynalite's, say). */
export function childProcessId(marker: string): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (Number(statFields(pid)?.[1]) !== process.pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) return pid;
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}
