"""The classroom load line of Scripts/bench: CLIENTS browser-less clients at
once, each replaying a lesson over its own WebSocket to `stacklab serve`
(lesson start, every hint, the solution typed a command at a time, check,
a look at a view), as the page sends them; then they leave, and the same
again for WAVES waves. Prints key=value lines (the raw figures) and a
markdown section: command latency percentiles over every command of every
client, errors (an error reply, a failed command, a goal not reached, a
connection lost), and the server's resident memory before, after each wave
(clients gone) and its peak.

    python3 serve_load.py STACKLAB_BINARY [--clients 30] [--waves 3] [--think-ms 0]
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
import wsclient  # noqa: E402

CATALOGUE = os.path.join(ROOT, "Sources", "Lessons", "Catalogue")


def lessons():
    """(id, hints, solution lines, a view to look at) of every playable lesson."""
    out = []
    for name in sorted(os.listdir(CATALOGUE)):
        if not name.endswith(".lesson"):
            continue
        text = open(os.path.join(CATALOGUE, name), encoding="utf-8").read()
        if re.search(r"^pending", text, re.M):
            continue
        ident = re.search(r"^lesson (\S+)", text, re.M).group(1)
        hints = len(re.findall(r"^hint ", text, re.M))
        block = re.search(r"^solution\n((?:  .*\n)+)", text, re.M)
        if not block:
            continue
        lines = [l.strip() for l in block.group(1).splitlines() if l.strip() and not l.strip().startswith("#")]
        view = re.search(r"^  expect (\w+)\.", text, re.M)
        out.append((ident, hints, lines, view.group(1) if view else "root"))
    return out


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def hwm_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


class Client(threading.Thread):
    def __init__(self, port, lesson, think, start, rng):
        super().__init__(daemon=True)
        self.port, self.lesson, self.think, self.start_gate, self.rng = port, lesson, think, start, rng
        self.latencies = []
        self.kinds = []
        self.errors = []

    def call(self, ws, message):
        t = time.perf_counter()
        ws.send_json(message)
        reply = ws.receive_json()
        self.latencies.append((time.perf_counter() - t) * 1000)
        self.kinds.append("lesson start" if message.get("text", "").startswith("lesson start")
                          else "hint" if message.get("text") == "hint"
                          else "command" if message["type"] == "run" else message["type"])
        if reply.get("type") == "error":
            self.errors.append("%s: error %s" % (message, reply.get("message")))
        elif reply.get("type") == "result" and reply.get("failed"):
            self.errors.append("%s: failed %s" % (message.get("text"), [p.get("text") for p in reply["printed"]][:1]))
        if self.think:
            time.sleep(self.rng.uniform(0.5, 1.5) * self.think)
        return reply

    def run(self):
        ident, hints, solution, view = self.lesson
        try:
            ws = wsclient.WebSocket("127.0.0.1", self.port)
            if ws.status != 101:
                self.errors.append("upgrade refused: %d" % ws.status)
                return
            hello = ws.receive_json()
            if hello.get("type") != "hello":
                self.errors.append("no hello: %s" % hello.get("type"))
                return
            self.start_gate.wait()
            n = 0
            reply = self.call(ws, {"type": "run", "id": n, "text": "lesson start " + ident})
            for _ in range(hints):
                n += 1
                self.call(ws, {"type": "run", "id": n, "text": "hint"})
            for line in solution:
                n += 1
                self.call(ws, {"type": "complete", "id": n, "line": line[:6], "cursor": len(line[:6])})
                n += 1
                reply = self.call(ws, {"type": "run", "id": n, "text": line})
            n += 1
            self.call(ws, {"type": "look", "id": n, "view": view})
            lesson = (reply.get("state") or {}).get("lesson") or {}
            if not lesson.get("reached"):
                self.errors.append("%s: goal not reached" % ident)
            ws.close()
        except Exception as e:  # noqa: BLE001 (any failure is an error of the run)
            self.errors.append("%s: %r" % (ident, e))


def stats(port):
    """The server's /stats: pages connected and sessions still in memory."""
    try:
        with urllib.request.urlopen("http://127.0.0.1:%d/stats" % port, timeout=10) as r:
            return dict(kv.split("=") for kv in r.read().decode().split())
    except OSError:
        return {}


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--clients", type=int, default=30)
    parser.add_argument("--waves", type=int, default=3)
    parser.add_argument("--think-ms", type=float, default=0)
    parser.add_argument("--seed", type=int, default=27)
    args = parser.parse_args()

    server = subprocess.Popen([args.binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            print("# serve did not start: %r" % line)
            return 1
        port = int(match.group(1))
        all_lessons = lessons()
        rng = random.Random(args.seed)
        time.sleep(0.5)
        before = rss_kb(server.pid)
        after = []
        latencies, kinds, errors, left = [], [], [], []
        wall = 0.0
        for wave in range(args.waves):
            gate = threading.Barrier(args.clients)
            clients = [Client(port, all_lessons[(wave * args.clients + i) % len(all_lessons)], args.think_ms / 1000,
                              gate, random.Random(rng.random())) for i in range(args.clients)]
            t = time.perf_counter()
            for c in clients:
                c.start()
            for c in clients:
                c.join(timeout=600)
            wall += time.perf_counter() - t
            for c in clients:
                latencies += c.latencies
                kinds += c.kinds
                errors += c.errors
            time.sleep(1.0)  # the server notices the closes
            after.append(rss_kb(server.pid))
            left.append(stats(port).get("sessions", "?"))
        peak = hwm_kb(server.pid)
        alive = server.poll() is None
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()

    p50, p90, p99 = (percentile(latencies, p) for p in (50, 90, 99))
    worst = max(latencies) if latencies else float("nan")
    mb = lambda kb: kb / 1024  # noqa: E731
    growth = (after[-1] - after[0]) / after[0] * 100 if len(after) > 1 and after[0] else 0.0
    print("engine=stacklab path=serve workload=L1 clients=%d waves=%d think_ms=%g commands=%d errors=%d "
          "p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f max_ms=%.2f wall_s=%.1f rss_before_mb=%.1f rss_after_mb=%s "
          "rss_peak_mb=%.1f sessions_left=%s server_alive=%d"
          % (args.clients, args.waves, args.think_ms, len(latencies), len(errors), p50, p90, p99, worst, wall,
             mb(before), ",".join("%.1f" % mb(a) for a in after), mb(peak), ",".join(left), 1 if alive else 0))
    for e in errors[:10]:
        print("# error: %s" % e)
    flat = len(after) > 1 and abs(growth) <= 10 and all(n == "0" for n in left)
    ok = (p99 <= 50) and not errors and flat and alive
    print()
    print("## L1: a classroom on `stacklab serve`")
    print()
    print("%d clients at once, each replaying a lesson over its own WebSocket (lesson start, every hint, each "
          "solution command with a completion before it, a look), %d waves, think time %g ms, %d lessons in turn; "
          "%s build, %d cores shared, load average %s."
          % (args.clients, args.waves, args.think_ms, len(all_lessons),
             "release" if "/release/" in os.path.realpath(args.binary) else "debug", os.cpu_count(),
             " ".join(open("/proc/loadavg").read().split()[:3])))
    print()
    print("| figure | value |")
    print("|---|---|")
    print("| commands (messages answered) | %d |" % len(latencies))
    print("| latency p50 / p90 / p99 / max | %.1f / %.1f / %.1f / %.1f ms |" % (p50, p90, p99, worst))
    for kind in ("lesson start", "hint", "command", "complete", "look"):
        these = [l for l, k in zip(latencies, kinds) if k == kind]
        if these:
            print("| … %s (%d) p50 / p99 | %.1f / %.1f ms |" % (kind, len(these), percentile(these, 50),
                                                           percentile(these, 99)))
    print("| errors | %d |" % len(errors))
    print("| server RSS before / after each wave / peak | %.1f / %s / %.1f MB |"
          % (mb(before), " / ".join("%.1f" % mb(a) for a in after), mb(peak)))
    print("| RSS after the last wave vs the first | %+.1f %% |" % growth)
    print("| sessions still in memory after each wave | %s |" % " / ".join(left))
    print()
    print("- %s p99 command latency ≤ 50 ms (%.1f ms)" % ("PASS" if p99 <= 50 else "MISS", p99))
    print("- %s no error (%d)" % ("PASS" if not errors else "MISS", len(errors)))
    print("- %s memory flat after the clients leave (within 10 %% from the first wave to the last: %+.1f %%; "
          "sessions left in memory: %s)" % ("PASS" if flat else "MISS", growth, " / ".join(left)))
    return 0 if ok else 3


if __name__ == "__main__":
    sys.exit(main())
