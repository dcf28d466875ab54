"""The per-request time slice of the gevent worker (issue 20, finding 3): a request that
computes for long lets the worker's other requests run every slice."""

from __future__ import annotations

import time

import gevent

from service.slices import TimeSlice


def _race(pause_of) -> float:  # noqa: ANN001
    """Seconds until a light request (waiting 0.1 s on a timer, as a new connection waits for
    the hub) runs while two heavy ones compute 20 x 30 ms, calling ``pause`` in between."""
    started: list[float] = []

    def heavy() -> None:
        pause = pause_of()
        for _ in range(20):
            t = time.perf_counter()
            while time.perf_counter() - t < 0.03:
                pass
            pause()

    def light() -> None:
        gevent.sleep(0.1)
        started.append(time.perf_counter())

    t0 = time.perf_counter()
    gevent.joinall([gevent.spawn(heavy), gevent.spawn(heavy), gevent.spawn(light)])
    return started[0] - t0


def test_a_long_request_lets_others_run_every_slice() -> None:
    slices = TimeSlice(0.005, cooperative=True)
    # one timer, then a few 30 ms slices (~0.15 s; 0.41 s seen on a loaded machine); without
    # slices it is at least 1.2 s, as the heavy ones spin on the wall clock
    assert _race(slices.pauser) < 0.8
    assert slices.yields >= 20


def test_without_slices_the_light_request_waits_for_both() -> None:
    """What the slice fixes: without it the light request waits 1.2 s, for both heavy ones."""
    assert _race(TimeSlice(0.0, cooperative=True).pauser) > 1.0


def test_outside_a_gevent_worker_pause_does_nothing() -> None:
    slices = TimeSlice(0.0001, cooperative=False)
    pause = slices.pauser()
    time.sleep(0.001)
    pause()
    assert slices.yields == 0
