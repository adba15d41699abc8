// Whether a process that left its pid in a file name is still running: the staging folders of builds (../output/
// staging.ts) and the commands using a cache (./cache-users.ts) are left behind by a process that was killed.
import { errorCode } from './thrown.ts';

/** Whether process `pid` is running; this process counts as running. */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that pid; it is not ours to touch.
    return errorCode(error) === 'EPERM';
  }
}
