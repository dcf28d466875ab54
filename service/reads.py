"""Reads of the decision log that no request can make long enough to stall or kill its worker
(issue 31, finding 2).

A gevent worker runs all its requests in one thread, and a SQLite or PostgreSQL call holds that
thread until it returns (neither driver yields to gevent's hub): a CSV export of 100,000
decisions read and written without a pause held every other request of its worker, ``/v1/act``
on its kept-alive connections included, and gunicorn's heartbeat, so the worker was killed at
``FOLNN_TIMEOUT_S`` and the download cut. Every operator read of the log goes through
:func:`read_pages`: at most ``total`` decisions per request (each route's documented maximum),
read in pages of :data:`PAGE` (one short query each), with the request's ``pause``
(:meth:`service.slices.TimeSlice.pauser`) after every decision, so the worker's other requests
and its heartbeat run whenever this one has computed for a time slice.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from service.store import DecisionQuery, DecisionRecord, Store

__all__ = ["PAGE", "next_page", "read_pages"]

PAGE = 100
"""Decisions one query reads (about 5 ms of a worker on SQLite; docs/security.md)."""


def next_page(query: DecisionQuery, page: list[tuple[int, DecisionRecord]]) -> DecisionQuery:
    """The page after ``page`` of ``query``: older ids, or later seqs in commit order."""
    if query.after is not None:
        return dataclasses.replace(query, after=page[-1][1].seq)
    return dataclasses.replace(query, before=page[-1][0])


def read_pages(
    store: Store, query: DecisionQuery, total: int, pause: Callable[[], None]
) -> Iterator[tuple[int, DecisionRecord]]:
    """The decisions matching ``query`` in its order, at most ``total``, page after page of
    at most :data:`PAGE`, calling ``pause`` after each decision (it yields to the worker's
    other requests once the request has used its time slice)."""
    sent = 0
    while sent < total:
        limit = min(PAGE, total - sent)
        page = store.query_decisions(dataclasses.replace(query, limit=limit))
        for row in page:
            yield row
            pause()
        sent += len(page)
        if len(page) < limit:
            return
        query = next_page(query, page)
