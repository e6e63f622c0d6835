// The private folder of Next's unix socket (scripts/server.mjs). A server that stopped normally
// removes its own; one killed outright (SIGKILL, a crash of the machine) cannot, so each start
// removes those left by servers of this user that no longer run.
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'shoe-size-next-';
/** The socket's name inside the folder. */
export const SOCKET_NAME = 'next.sock';
/** `shoe-size-next-<pid>-` and the six characters mkdtemp adds. */
const FOLDER = /^shoe-size-next-(\d+)-[^/]{6}$/;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    return error.code === 'EPERM';
  }
}

/** Whether something accepts connections on the socket (a server in another PID namespace sharing the folder's parent). */
function isListening(socketPath) {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Removes the socket folders under `parent` that this user's servers left behind: named after a
 * process that no longer runs, owned by this user, a real folder (not a link), its socket silent.
 * Returns the names removed.
 */
export async function removeStaleSocketFolders(parent = tmpdir()) {
  const removed = [];
  const uid = process.getuid?.();
  for (const name of readdirSync(parent)) {
    const match = FOLDER.exec(name);
    if (!match || isRunning(Number(match[1]))) continue;
    const folder = path.join(parent, name);
    let stats;
    try {
      stats = lstatSync(folder);
    } catch {
      continue;
    }
    if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid)) continue;
    if (await isListening(path.join(folder, SOCKET_NAME))) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** A new folder readable by this user only (mkdtemp's mode), named after this process, stale ones removed first. */
export async function createSocketFolder(parent = tmpdir()) {
  await removeStaleSocketFolders(parent);
  return mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
}
