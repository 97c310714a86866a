#!/usr/bin/env python3
"""Load test of `duelist serve` on loopback: N concurrent AI-vs-AI duels over WebSocket.

Starts `python -m duelist serve` on 127.0.0.1 (a free port, an in-memory database),
opens two WebSocket connections per duel (one creates a room, the other joins it) and
lets each seat answer with the greedy agent from what it receives. Reports the decision
round trip (an answer sent -> the state that follows it received, at the answering
client), its p50/p99, and duels per second. Exit status 1 on any error message, a duel
that did not finish, or the time limit.

    python scripts/web_load.py --duels 200
    python scripts/web_load.py --duels 20 --decks yugi-starter kaiba-starter

Needs the web extra (starlette, uvicorn[standard], which brings the websockets client).
Traffic goes to 127.0.0.1 only; every loop is bounded.
"""

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import time

MAX_DECISIONS = 5000      # per duel


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port, db=":memory:", rate=100000.0):
    process = subprocess.Popen(
        [sys.executable, "-m", "duelist", "serve", "--host", "127.0.0.1", "--port", str(port),
         "--db", db, "--rate", str(rate)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the server stopped: %s" % process.stdout.read().decode(errors="replace"))
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not start listening within 30 s")


class Seat(object):
    """One player's connection: answers its requests with an agent, times each answer."""

    def __init__(self, ws, agent_name="greedy"):
        from duelist.agents import make_agent
        from duelist.web.bot import SeenDuel
        self.ws = ws
        self.agent = make_agent(agent_name)
        self.seen = SeenDuel()
        self.latencies = []
        self.errors = []
        self.result = None
        self.decisions = 0

    async def send(self, **message):
        await self.ws.send(json.dumps(message))

    async def recv(self):
        message = json.loads(await self.ws.recv())
        if message["type"] == "error":
            self.errors.append(message["message"])
        return message

    async def play(self):
        from duelist.web.bot import choose
        state = None
        while True:
            message = await self.recv()
            if message["type"] == "state":
                state = message
                break
        while self.decisions < MAX_DECISIONS:
            if state.get("result"):
                self.result = state["result"]
                return
            if state.get("request"):
                option = choose(self.agent, self.seen, state)
                sent_n = state["n"]
                started = time.perf_counter()
                await self.send(type="answer", option=option, n=sent_n)
                self.decisions += 1
                while True:
                    message = await self.recv()
                    if message["type"] == "state" and message["n"] > sent_n:
                        self.latencies.append(time.perf_counter() - started)
                        state = message
                        break
                    if message["type"] == "error":
                        return
            else:
                while True:
                    message = await self.recv()
                    if message["type"] == "state":
                        state = message
                        break
        self.errors.append("the duel did not end within %d decisions" % MAX_DECISIONS)


async def one_duel(url, decks, agent_name):
    import websockets
    async with websockets.connect(url, max_size=1 << 22) as first, \
            websockets.connect(url, max_size=1 << 22) as second:
        a, b = Seat(first, agent_name), Seat(second, agent_name)
        await a.send(type="create", deck=decks[0], opponent="person")
        joined = await a.recv()
        if joined["type"] != "joined":
            return [a, b], "create failed: %s" % joined
        await b.send(type="join", room=joined["room"], deck=decks[1])
        joined_b = await b.recv()
        if joined_b["type"] != "joined":
            return [a, b], "join failed: %s" % joined_b
        await asyncio.gather(a.play(), b.play())
        return [a, b], None


async def run_duels(port, duels, decks, agent_name, time_limit):
    url = "ws://127.0.0.1:%d/ws" % port
    started = time.perf_counter()
    tasks = [one_duel(url, decks if n % 2 == 0 else decks[::-1], agent_name) for n in range(duels)]
    outcomes = await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), time_limit)
    return outcomes, time.perf_counter() - started


def percentile(values, q):
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q / 100.0 * (len(ordered) - 1)))))
    return ordered[index]


def load_test(duels=200, decks=("yugi_normals", "kaiba_normals"), agent_name="greedy",
              time_limit=900, port=None):
    """Run the load test; returns a report dict (see `main` for its use)."""
    port = port or free_port()
    server = start_server(port)
    try:
        outcomes, elapsed = asyncio.run(run_duels(port, duels, decks, agent_name, time_limit))
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
    errors, latencies, finished, decisions = [], [], 0, 0
    for outcome in outcomes:
        if isinstance(outcome, BaseException):
            errors.append("%s: %s" % (type(outcome).__name__, outcome))
            continue
        seats, problem = outcome
        if problem:
            errors.append(problem)
        for seat in seats:
            errors.extend(seat.errors)
            latencies.extend(seat.latencies)
            decisions += seat.decisions
        if seats[0].result is not None and seats[0].result == seats[1].result:
            finished += 1
    return {"duels": duels, "finished": finished, "errors": errors, "decisions": decisions,
            "seconds": elapsed, "duels_per_second": finished / elapsed if elapsed else 0.0,
            "p50_ms": percentile(latencies, 50) * 1000, "p99_ms": percentile(latencies, 99) * 1000,
            "max_ms": (max(latencies) if latencies else float("nan")) * 1000}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duels", type=int, default=200, help="concurrent duels (default 200)")
    parser.add_argument("--decks", nargs=2, default=["yugi_normals", "kaiba_normals"], metavar="DECK")
    parser.add_argument("--agent", default="greedy", help="the agent both seats use (greedy, random)")
    parser.add_argument("--time-limit", type=float, default=900, help="seconds before giving up (default 900)")
    args = parser.parse_args(argv)
    if args.duels < 1:
        parser.error("--duels must be at least 1")
    report = load_test(args.duels, tuple(args.decks), args.agent, args.time_limit)
    print("web load: %d concurrent duels (%s vs %s, %s agents) over WebSocket on 127.0.0.1"
          % (args.duels, args.decks[0], args.decks[1], args.agent))
    print("  finished %d/%d in %.1f s: %.2f duels/s, %d decisions (%.0f decisions/s)"
          % (report["finished"], report["duels"], report["seconds"], report["duels_per_second"],
             report["decisions"], report["decisions"] / report["seconds"] if report["seconds"] else 0))
    print("  decision round trip: p50 %.1f ms, p99 %.1f ms, max %.1f ms"
          % (report["p50_ms"], report["p99_ms"], report["max_ms"]))
    print("  errors: %d" % len(report["errors"]))
    for error in report["errors"][:10]:
        print("    " + error)
    return 0 if not report["errors"] and report["finished"] == report["duels"] else 1


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    sys.exit(main())
