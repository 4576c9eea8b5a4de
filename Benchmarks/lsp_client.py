"""A `hig-lint lsp` server driven as an editor drives it, for the LSP benchmarks: messages are read
by a thread of their own, each with the time it arrived, so that a benchmark can wait for one."""
import json
import subprocess
import sys
import threading
import time


class Server:
    def __init__(self, binary, workspace):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.arrived = threading.Condition()
        self.messages = []  # (time, message)
        threading.Thread(target=self._read, daemon=True).start()
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": "file://" + workspace}})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        self.wait_for(lambda m: m.get("id") == 1)

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                key, _, value = line.decode().partition(":")
                if key.lower() == "content-length":
                    length = int(value)
            body = json.loads(stream.read(length))
            with self.arrived:
                self.messages.append((time.monotonic(), body))
                self.arrived.notify_all()

    def send(self, *messages):
        def framed(message):
            body = json.dumps(message).encode()
            return b"Content-Length: %d\r\n\r\n" % len(body) + body
        self.process.stdin.write(b"".join(map(framed, messages)))
        self.process.stdin.flush()

    def wait_for(self, predicate):
        """The first message (and when it came) that `predicate` holds for; exits 1 after 10 minutes."""
        with self.arrived:
            if not self.arrived.wait_for(lambda: any(predicate(m) for _, m in self.messages), 600):
                print("no answer in 10 minutes", file=sys.stderr)
                self.process.kill()
                sys.exit(1)
            return next((t, m) for t, m in self.messages if predicate(m))

    def open(self, path, text, language="swift"):
        self.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                   "params": {"textDocument": {"uri": "file://" + path, "languageId": language, "version": 1, "text": text}}})

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
        self.wait_for(lambda m: m.get("id") == 3)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(30)


def published(version=None, uri=None):
    """A predicate: diagnostics published (for `version`, for `uri`)."""
    return lambda m: (m.get("method") == "textDocument/publishDiagnostics" and (version is None or m["params"].get("version") == version)
                      and (uri is None or m["params"]["uri"] == uri))
