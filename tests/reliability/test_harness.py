"""The load generators' shared pieces (:mod:`reliability.harness`) on a real loopback socket."""

from __future__ import annotations

import socket
import threading

from reliability.harness import exchange


def test_exchange_sends_the_request_and_reads_every_chunk_until_the_server_closes() -> None:
    reply = [b"HTTP/1.1 200 OK\r\nContent-Length: 70000\r\n\r\n", b"x" * 40_000, b"y" * 30_000]
    received: list[bytes] = []
    with socket.create_server(("127.0.0.1", 0)) as server:

        def serve() -> None:
            conn, _ = server.accept()
            with conn:
                received.append(conn.recv(1024))
                for part in reply:  # separate writes: the client reads more than one chunk
                    conn.sendall(part)

        thread = threading.Thread(target=serve)
        thread.start()
        with socket.create_connection(server.getsockname(), timeout=10) as client:
            got = exchange(client, b"GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n")
        thread.join()
    assert received == [b"GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n"]
    assert got == b"".join(reply)
