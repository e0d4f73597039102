"""Benchmark of encounters (issue 8): ``python bench/bench_encounter.py``.

Targets:
* replaying an encounter of 10,000 events under 1 s (in memory, and loaded from SQLite);
* ``arbitre encounter act`` on an encounter of 50 creatures and 5,000 past events under 200 ms end
  to end, interpreter start-up included, reported beside ``python -c pass`` (the floor) and the
  cost of importing the CLI (``arbitre.cli.main`` imports typer) and of the libraries it needs.
  A strike and a spell are measured with the compiled caches warm (the normal case: the first
  command writes them), once more with caches off, and the very first command is reported.

Times are medians over several runs (``--runs``); the machine's noise shows in min/max.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from arbitre.content.creatures import find_creature
from arbitre.encounter import events as ev
from arbitre.encounter.actions import act, added_drafts
from arbitre.encounter.events import Draft, Event
from arbitre.encounter.sqlite import SQLiteStore
from arbitre.encounter.state import EncounterState, advance, next_turn, replay
from arbitre.encounter.store import Store

NAMES = ("troll", "ogre", "goblin", "orc", "dire wolf", "ghoul", "wight", "vampire spawn", "leopard", "grick")


def build_log(creatures: int, target_events: int, seed: int = 1) -> list[Event]:
    """A realistic log: creatures added, then turns, strikes, GM damage, conditions, time."""
    rng = random.Random(seed)
    log: list[Event] = []
    state = EncounterState()

    def commit(drafts: list[Draft]) -> None:
        new = ev.number(drafts, after_version=state.version, action=state.last_action + 1)
        log.extend(new)
        for e in new:
            from arbitre.encounter.state import apply

            apply(state, e)

    commit([Draft(ev.ACTION, {"command": "new"}), Draft(ev.CREATED, {"name": "bench", "seed": seed})])
    from dataclasses import replace

    for i in range(creatures):
        creature = replace(find_creature(NAMES[i % len(NAMES)]), id=f"c{i}")
        commit([Draft(ev.ACTION, {"command": "add"}), *added_drafts(state, creature, rng)])
    ids = list(state.creatures)
    while len(log) < target_events:
        roll = rng.random()
        if roll < 0.3:
            commit([Draft(ev.ACTION, {"command": "next"}), *next_turn(state, rng)])
        elif roll < 0.55:
            a, b = rng.sample(ids, 2)
            drafts, _ = act(state, a, f"frappe {b} +8 1d8+3 tranchant", rng, seed=rng.getrandbits(32))
            commit(drafts)
        elif roll < 0.8:
            a, b = rng.sample(ids, 2)
            drafts, _ = act(state, a, f"dégâts 1d4 sur {b}", rng, seed=1)
            commit(drafts)
        elif roll < 0.97:
            a, b = rng.sample(ids, 2)
            drafts, _ = act(state, a, f"état effrayé 1d4 rounds sur {b}", rng, seed=1)
            commit(drafts)
        else:
            commit([Draft(ev.ACTION, {"command": "advance"}), *advance(state, 10, rng)])
    return log


def timed(fn: object, runs: int) -> tuple[float, float, float]:
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()  # type: ignore[operator]
        samples.append(time.perf_counter() - t)
    return statistics.median(samples), min(samples), max(samples)


def command_time(argv: list[str], runs: int, env: dict[str, str]) -> tuple[float, float, float]:
    def once() -> None:
        subprocess.run(argv, check=True, env=env, stdout=subprocess.DEVNULL)

    once()  # warm the file cache and the bytecode
    return timed(once, runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    print("building logs…", flush=True)
    t = time.perf_counter()
    big = build_log(50, 10_000)
    print(f"  10,000-event log built in {time.perf_counter() - t:.1f} s ({len(big)} events)")
    med, lo, hi = timed(lambda: replay(big), args.runs)
    print(
        f"replay 10,000 events (memory)        median {med * 1000:7.1f} ms  [{lo * 1000:.1f}–{hi * 1000:.1f}]  target < 1000 ms"
    )

    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        store = Store(url)
        store.import_events("big", big)
        med, lo, hi = timed(lambda: replay(store.load("big")), args.runs)
        print(
            f"load + replay 10,000 (SQLAlchemy)    median {med * 1000:7.1f} ms  [{lo * 1000:.1f}–{hi * 1000:.1f}]  target < 1000 ms"
        )
        fast = SQLiteStore(url)
        med, lo, hi = timed(lambda: replay(fast.load("big")), args.runs)
        print(
            f"load + replay 10,000 (sqlite3 store) median {med * 1000:7.1f} ms  [{lo * 1000:.1f}–{hi * 1000:.1f}]  target < 1000 ms"
        )

        mid = build_log(50, 5_000, seed=2)
        store.import_events("mid", mid)
        state = replay(mid)
        actor, target = next(iter(state.creatures)), list(state.creatures)[1]
        # in process, once imports are done: what the encounter code itself costs
        t0 = time.perf_counter()
        loaded = fast.load("mid")
        t1 = time.perf_counter()
        st = replay(loaded)
        t2 = time.perf_counter()
        _drafts, _ = act(st, actor, f"frappe {target} +8 1d8+3 tranchant", random.Random(1), seed=1)
        t3 = time.perf_counter()
        print(
            f"in process: load 5,000 {1000 * (t1 - t0):.1f} ms, replay {1000 * (t2 - t1):.1f} ms, "
            f"decide a strike {1000 * (t3 - t2):.1f} ms"
        )
        # the package's bytecode compiled, as `pip install .` leaves it (this environment sets
        # PYTHONDONTWRITEBYTECODE, which would otherwise recompile every edited module per run)
        import arbitre

        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(Path(arbitre.__file__).parent)], check=True
        )
        cache = Path(tmp) / "cache"
        env = {**os.environ, "ARBITRE_DATABASE_URL": url, "ARBITRE_CACHE_DIR": str(cache)}
        py = sys.executable
        floor = command_time([py, "-c", "pass"], args.runs, env)
        print(
            f"python -c pass                       median {floor[0] * 1000:7.1f} ms  [{floor[1] * 1000:.1f}–{floor[2] * 1000:.1f}]"
        )
        for label, code in (
            ("import typer", "import typer"),
            ("import pydantic", "import pydantic"),
            ("import sqlalchemy.orm", "import sqlalchemy.orm"),
            ("import arbitre.cli.main", "import arbitre.cli.main"),
            ("import engine (action+resolve)", "import arbitre.engine.action, arbitre.engine.resolve"),
        ):
            m = command_time([py, "-c", code], args.runs, env)
            print(f"{label:<36} median {m[0] * 1000:7.1f} ms  [{m[1] * 1000:.1f}–{m[2] * 1000:.1f}]")

        def act_argv(text: str) -> list[str]:
            return [py, "-m", "arbitre", "encounter", "act", "-e", "mid", actor, text]

        undo = [py, "-m", "arbitre", "encounter", "undo", "-e", "mid"]
        strike = f"frappe {target} +8 1d8+3 tranchant"
        cast = f"lance boule de feu sur {target}, {list(state.creatures)[2]} nls 10"

        # the very first command: no compiled content, no snapshot (both are written by it)
        t = time.perf_counter()
        subprocess.run(act_argv(cast), check=True, env=env, stdout=subprocess.DEVNULL)
        first = time.perf_counter() - t
        subprocess.run(undo, check=True, env=env, stdout=subprocess.DEVNULL)
        print(f"first act ever (cold caches, 5,000 events)      {first * 1000:7.1f} ms")

        show = command_time([py, "-m", "arbitre", "encounter", "show", "--json", "-e", "mid"], args.runs, env)
        print(
            f"encounter show (5,000 events)        median {show[0] * 1000:7.1f} ms  [{show[1] * 1000:.1f}–{show[2] * 1000:.1f}]"
        )

        def act_times(text: str, run_env: dict[str, str]) -> tuple[float, float, float]:
            # each `act` appends to the log: undo it right after so every run sees 5,000 events
            samples = []
            for _ in range(args.runs):
                t = time.perf_counter()
                subprocess.run(act_argv(text), check=True, env=run_env, stdout=subprocess.DEVNULL)
                samples.append(time.perf_counter() - t)
                subprocess.run(undo, check=True, env=run_env, stdout=subprocess.DEVNULL)
            return statistics.median(samples), min(samples), max(samples)

        for label, text, run_env in (
            ("act: strike", strike, env),
            ("act: fireball on two", cast, env),
            ("act: strike, caches off", strike, {**env, "ARBITRE_NO_CACHE": "1"}),
        ):
            med, lo, hi = act_times(text, run_env)
            verdict = (
                ""
                if "off" in label
                else ("  target < 200 ms: met" if med < 0.2 else "  target < 200 ms: MISSED")
            )
            print(
                f"encounter {label:<26} median {med * 1000:7.1f} ms  [{lo * 1000:.1f}–{hi * 1000:.1f}]{verdict}"
            )
        print(f"(floor: python -c pass {floor[0] * 1000:.1f} ms; 50 creatures, 5,000 past events)")

        # an area spell on a battle map (the grid, areas and line of effect load numpy)
        crypt = Path(__file__).resolve().parents[1] / "examples" / "maps" / "crypt.txt"
        base = [py, "-m", "arbitre", "encounter"]
        for argv in (
            ["new", "area"],
            ["map", "-e", "area", str(crypt)],
            ["add", "-e", "area", "troll", "--at", "14,9"],
            ["add", "-e", "area", "goblin", "--as", "g", "--at", "15,10"],
            ["add", "-e", "area", "ogre", "--as", "caster", "--at", "2,9"],
        ):
            subprocess.run(base + argv, check=True, env=env, stdout=subprocess.DEVNULL)
        samples = []
        for _ in range(args.runs):
            t = time.perf_counter()
            subprocess.run(
                [*base, "act", "-e", "area", "caster", "lance boule de feu à 15,10 nls 10"],
                check=True,
                env=env,
                stdout=subprocess.DEVNULL,
            )
            samples.append(time.perf_counter() - t)
            subprocess.run([*base, "undo", "-e", "area"], check=True, env=env, stdout=subprocess.DEVNULL)
        med, lo, hi = statistics.median(samples), min(samples), max(samples)
        print(
            f"encounter act: fireball at 15,10 on a map      median {med * 1000:7.1f} ms  [{lo * 1000:.1f}–{hi * 1000:.1f}]  (numpy)"
        )


if __name__ == "__main__":
    main()
