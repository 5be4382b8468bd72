/** Reading a password on the command line: hidden from a terminal, or one line of piped input. */
import { createInterface } from 'node:readline';

/** The first line of `input` without its line ending; null when it ends before any. */
export function readLine(input: NodeJS.ReadableStream): Promise<string | null> {
  return new Promise((resolve) => {
    const lines = createInterface({ input, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve(null);
    });
  });
}

/** Asks on the terminal without echoing what is typed. Ctrl-C leaves; Ctrl-D on an empty line too. */
export function readHidden(question: string, stdin: NodeJS.ReadStream = process.stdin, stdout: NodeJS.WriteStream = process.stdout): Promise<string> {
  return new Promise((resolve) => {
    stdout.write(question);
    let typed = '';
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n') {
          done();
          return resolve(typed);
        }
        if (ch === '\u0003' || (ch === '\u0004' && !typed)) {
          done();
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
