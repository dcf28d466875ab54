"""The per-request time slice of the gevent worker (issue 20, finding 3): a request that
computes for long lets the worker's other requests run every slice."""

from __future__ import annotations

import time

import gevent

from service.slices import TimeSlice


def _race(pause_of) -> int:  # noqa: ANN001
    """How many of the heavy requests' 40 compute steps ran before a light request (waiting
    0.1 s on a timer, as a new connection waits for the hub) got to run, while two heavy ones
    compute 20 x 30 ms each, calling ``pause`` in between. Counted in steps, not seconds: the
    steps spin on the wall clock as the timer runs on it, so the count does not depend on how
    busy the machine is."""
    done = [0]
    before_light: list[int] = []

    def heavy() -> None:
        pause = pause_of()
        for _ in range(20):
            t = time.perf_counter()
            while time.perf_counter() - t < 0.03:
                pass
            done[0] += 1
            pause()

    def light() -> None:
        gevent.sleep(0.1)
        before_light.append(done[0])

    gevent.joinall([gevent.spawn(heavy), gevent.spawn(heavy), gevent.spawn(light)])
    return before_light[0]


def test_a_long_request_lets_others_run_every_slice() -> None:
    slices = TimeSlice(0.005, cooperative=True)
    # the timer expires after about 4 steps (0.1 s of 30 ms steps) and the light request runs
    # at the next slice; without slices it waits for all 40
    assert _race(slices.pauser) <= 10
    assert slices.yields >= 20


def test_without_slices_the_light_request_waits_for_both() -> None:
    """What the slice fixes: without it the light request waits for both heavy ones."""
    assert _race(TimeSlice(0.0, cooperative=True).pauser) == 40


def test_outside_a_gevent_worker_pause_does_nothing() -> None:
    slices = TimeSlice(0.0001, cooperative=False)
    pause = slices.pauser()
    time.sleep(0.001)
    pause()
    assert slices.yields == 0
