"""The container test's engine helpers: which Debian mirror builds the base, how a debootstrap
root is trimmed like the official slim image, and where torch comes from in a build."""

from __future__ import annotations

import urllib.request

import pytest

from deploy.container_test import build_args
from deploy.engine import _slim, apt_mirror, free_port, loopback_files


def test_mirror_is_the_main_archive_of_a_deb822_sources_file(tmp_path):
    (tmp_path / "sources.list.d").mkdir()
    (tmp_path / "sources.list.d" / "debian.sources").write_text(
        "Types: deb\nURIs: http://deb.debian.org/debian-security\nSuites: bookworm-security\n\n"
        "Types: deb\nURIs: http://mirror.example/debian/\nSuites: bookworm\n"
    )
    assert apt_mirror((tmp_path / "none.list", tmp_path / "sources.list.d")) == (
        "http://mirror.example/debian"
    )


def test_mirror_of_a_one_line_sources_list_with_options(tmp_path):
    listing = tmp_path / "sources.list"
    listing.write_text(
        "# comment\ndeb [signed-by=/k.gpg] http://ftp.example/debian bookworm main\n"
        "deb http://security.debian.org/debian-security bookworm-security main\n"
    )
    assert apt_mirror((listing,)) == "http://ftp.example/debian"


def test_no_debian_archive_is_an_error_that_names_the_files(tmp_path):
    listing = tmp_path / "sources.list"
    listing.write_text("deb http://security.debian.org/debian-security bookworm-security main\n")
    with pytest.raises(RuntimeError, match="sources.list"):
        apt_mirror((listing,))


def test_a_debootstrap_root_is_trimmed_as_the_slim_images_are(tmp_path):
    files = [
        "etc/dpkg/dpkg.cfg.d/",
        "var/lib/apt/lists/lock",
        "var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_InRelease",
        "var/cache/apt/pkgcache.bin",
        "var/cache/apt/archives/bash_5.2_amd64.deb",
        "var/cache/apt/archives/partial/",
        "usr/share/doc/bash/copyright",
        "usr/share/doc/bash/changelog.gz",
        "usr/share/man/man1/bash.1.gz",
        "usr/share/locale/locale.alias",
        "usr/share/locale/de/LC_MESSAGES/bash.mo",
    ]
    for name in files:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.mkdir() if name.endswith("/") else path.write_text("x")
    _slim(tmp_path)
    left = sorted(
        str(p.relative_to(tmp_path))
        for p in tmp_path.rglob("*")
        if p.is_file() or not any(p.iterdir())
    )
    assert left == [
        "etc/dpkg/dpkg.cfg.d/slim",
        "usr/share/doc/bash/copyright",
        "usr/share/info",
        "usr/share/locale/locale.alias",
        "usr/share/man",
        "var/cache/apt/archives/partial",
        "var/lib/apt/lists/lock",
    ]
    assert "path-exclude /usr/share/doc/*" in (tmp_path / "etc/dpkg/dpkg.cfg.d/slim").read_text()


def test_torch_comes_from_its_index_where_it_answers_else_from_the_loopback_folder():
    assert build_args(True, "http://127.0.0.1:1234/", extra_ca=True) == []
    assert build_args(False, "http://127.0.0.1:1234/", extra_ca=False) == [
        "--build-arg",
        "PIP_EXTRA_INDEX_URL=",
        "--build-arg",
        "PIP_FIND_LINKS=http://127.0.0.1:1234/wheels/",
    ]
    assert "EXTRA_CA_URL=http://127.0.0.1:1234/ca.crt" in build_args(
        False, "http://127.0.0.1:1234/", extra_ca=True
    )


def test_loopback_files_serves_the_folder_on_loopback_only(tmp_path):
    wheel = tmp_path / "torch-0-py3-none-any.whl"
    wheel.write_bytes(b"wheel")
    with loopback_files({f"wheels/{wheel.name}": wheel}) as url:
        assert url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(url + "wheels/") as resp:
            assert wheel.name in resp.read().decode()
        with urllib.request.urlopen(f"{url}wheels/{wheel.name}") as resp:
            assert resp.read() == b"wheel"


def test_loopback_files_keep_their_port_between_runs_and_move_when_it_is_taken(tmp_path):
    # The URL is a build argument, part of the build cache's key: a new port each run made every
    # build after the base miss its cache.
    port = free_port()
    with loopback_files({}, port=port) as first:
        assert first == f"http://127.0.0.1:{port}/"
        with loopback_files({}, port=port) as second:
            assert second != first and second.startswith("http://127.0.0.1:")
    with loopback_files({}, port=port) as again:
        assert again == first
